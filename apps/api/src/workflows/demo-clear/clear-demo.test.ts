import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  noDemoContent as none,
  type DemoClearResponseType,
  type DemoCountsType,
} from "@vayu/shared/demo-clear";
import { messages } from "@vayu/shared/messages";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { priceCheckout } from "@vayu/shared/pricing";
import { defaultStoreProfile, deliveryFeesOf } from "@vayu/shared/site-settings";
import { seedIfEmpty } from "../../demo/seed";
import { users } from "../../domains/accounts/tables";
import { auditLog } from "../../audit/tables";
import { products } from "../../domains/catalog/tables";
import { banners, blogs, testimonials } from "../../domains/content/tables";
import { emiPlans } from "../../domains/emi/tables";
import { fileGrievance } from "../../domains/grievances/service";
import { grievances } from "../../domains/grievances/tables";
import { documentSeries, invoices } from "../../domains/invoices/tables";
import { orders } from "../../domains/orders/tables";
import { deliveredOrder } from "../../demo/reviews";
import { reviews } from "../../domains/reviews/tables";
import { createTestApp, type TestApp } from "../../test/app";
import {
  openedPaymentOrder,
  payQuietly,
  placeOrder,
  shopperWithCart,
  verify,
  type Shopper,
} from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { clearDemo } from "./clear-demo";

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;
let shopper: Shopper;
type Product = typeof products.$inferSelect;
let boughtDemo: Product;
let heldDemo: Product;
let reviewedDemo: Product;
let editedDemo: Product;
let staffProduct: Product;
let keptTestimonialId: string;
let editedPlanId: string;
let paidOrderId: string;

const silent = { info: () => {} };
/** The store runs on the demo's fees: the owner has saved no settings. */
const demoFees = deliveryFeesOf(defaultStoreProfile);
const rowsOf = async (table: typeof banners | typeof blogs | typeof testimonials) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

const markedTables = ["users", "products", "banners", "blogs", "testimonials"] as const;

/** The hand-written statements of migration `name`: how a store seeded before its marks gets them. */
function backfillStatements(name = "_demo_marks.sql"): string[] {
  const folder = path.resolve(import.meta.dirname, "../../../drizzle");
  const file = readdirSync(folder).find((entry) => entry.endsWith(name))!;
  const handWritten = readFileSync(path.join(folder, file), "utf8").split("-- hand-written:")[1]!;
  return handWritten.split("--> statement-breakpoint").map((s) => s.trim());
}

/** A real shopper's paid order of these products, placed through the checkout (so it has its invoice). */
async function paidOrder(lines: Product[]) {
  const cart = lines.map((p) => ({ productId: p.id, quantity: 1 }));
  shopper = await shopperWithCart(t, cart);
  const total =
    priceCheckout(
      lines.map((p) => ({ ...p, quantity: 1 })),
      "online",
      demoFees,
    ).totalPaise / 100;
  const order = await openedPaymentOrder(t, shopper, total);
  const { signed } = await payQuietly(t, order.id);
  expect((await verify(t, shopper, signed)).statusCode).toBe(200);
  const placed = await placeOrder(t, shopper, signed, cart, total);
  expect(placed.statusCode).toBe(201);
  return placed.json<PlaceOrderResponseType>().order._id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.db, t.app.files, silent, "demo");
  owner = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "owner" });
  staff = await createUser(t.db, t.config.jwtSecret, { name: "Kunal Shah", role: "admin" });
}, 300_000);
afterAll(() => t.close());

describe("a store seeded before the demo marks existed", () => {
  it("gets exactly the seed's rows marked by the migration", async () => {
    const marked = async () =>
      Object.fromEntries(
        await Promise.all(
          markedTables.map(async (table) => [
            table,
            await t.db
              .select({ id: sql<string>`id` })
              .from(sql.raw(table))
              .where(sql`demo`)
              .orderBy(sql`id`),
          ]),
        ),
      );
    const seeded = await marked();
    expect(seeded.users).toHaveLength(4);
    expect(seeded.products!.length).toBeGreaterThanOrEqual(48);
    for (const table of markedTables) await t.db.execute(sql.raw(`update ${table} set demo = false`));
    for (const statement of backfillStatements()) await t.db.execute(sql.raw(statement));
    expect(await marked()).toEqual(seeded);
  });

  it("gets the seed's EMI plans marked, not a plan staff added", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/emi-plans",
      headers: staff.auth,
      payload: { issuer: "Axis Bank credit card", tenureMonths: 9, yearlyRatePercent: 14, noCost: false, minAmount: 5000 },
    });
    expect(added.statusCode).toBe(201);
    const demoPlans = async () =>
      (await t.db.select({ id: emiPlans.id }).from(emiPlans).where(eq(emiPlans.demo, true)).orderBy(emiPlans.id)).map(
        (plan) => plan.id,
      );
    const seeded = await demoPlans();
    expect(seeded).toHaveLength(8);
    await t.db.update(emiPlans).set({ demo: false });
    for (const statement of backfillStatements("_emi_plans_demo_mark.sql")) await t.db.execute(sql.raw(statement));
    expect(await demoPlans()).toEqual(seeded);
    await t.db.delete(emiPlans).where(eq(emiPlans.id, added.json<{ plan: { _id: string } }>().plan._id));
  });
});

describe("removing the demo store", () => {
  beforeAll(async () => {
    const demo = await t.db
      .select()
      .from(products)
      .where(eq(products.demo, true))
      .orderBy(asc(products.title));
    boughtDemo = demo.find((p) => p.stock > 0 && !p.title.includes("Arctic 85"))!;
    reviewedDemo = demo.find((p) => p.title.startsWith("Vayu Arctic 85"))!;
    editedDemo = demo.find((p) => p.id !== boughtDemo.id && p.id !== reviewedDemo.id)!;
    heldDemo = demo.find(
      (p) => p.stock > 0 && ![boughtDemo.id, reviewedDemo.id, editedDemo.id].includes(p.id),
    )!;
    staffProduct = await createProduct(t.db, {
      title: "Vayu Kitchen Chimney 60",
      pricePaise: 1_249_900,
      categoryId: boughtDemo.categoryId,
      subcategoryId: boughtDemo.subcategoryId,
    });

    // A real shopper pays for a demo product and the staff's own; and reviews a demo product a delivered order brought.
    paidOrderId = await paidOrder([boughtDemo, staffProduct]);
    await deliveredOrder(t.db, shopper.user.id, reviewedDemo, new Date(Date.now() - 20 * 86_400_000), {
      name: "Asha Verma",
      city: "Pune",
      state: "Maharashtra",
      zipCode: "411004",
    });
    const reviewed = await t.app.inject({
      method: "POST",
      url: `/api/product/${reviewedDemo.id}/reviews`,
      headers: shopper.auth,
      payload: {
        rating: 2,
        title: "Stopped working after a week",
        body: "The pump went quiet on day eight; the service visit fixed it.",
      },
    });
    expect(reviewed.statusCode).toBe(201);

    // Another shopper is paying for a demo product right now: the checkout holds a unit.
    const paying = await shopperWithCart(t, [{ productId: heldDemo.id, quantity: 1 }]);
    await openedPaymentOrder(
      t,
      paying,
      priceCheckout([{ ...heldDemo, quantity: 1 }], "online", demoFees).totalPaise / 100,
    );

    // Staff made a demo product and a testimonial their own.
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${editedDemo.id}`,
      headers: staff.auth,
      payload: { stock: 7 },
    });
    expect(patched.statusCode).toBe(200);
    keptTestimonialId = (await t.db.select({ id: testimonials.id }).from(testimonials).limit(1))[0]!.id;
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/testimonials/${keptTestimonialId}`,
      headers: staff.auth,
      payload: { message: "Our first customer in Nagpur: the cooler arrived in three days." },
    });
    expect(edited.statusCode).toBe(200);

    // Staff changed one of the demo's EMI plans and added their own.
    editedPlanId = (
      await t.db
        .select({ id: emiPlans.id })
        .from(emiPlans)
        .where(and(eq(emiPlans.issuer, "SBI Card"), eq(emiPlans.tenureMonths, 12)))
    )[0]!.id;
    const changedPlan = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/emi-plans/${editedPlanId}`,
      headers: staff.auth,
      payload: { yearlyRatePercent: 14 },
    });
    expect(changedPlan.statusCode).toBe(200);
    const ownPlan = await t.app.inject({
      method: "POST",
      url: "/api/admin/emi-plans",
      headers: staff.auth,
      payload: { issuer: "Kotak credit card", tenureMonths: 6, yearlyRatePercent: 15, noCost: false, minAmount: 10_000 },
    });
    expect(ownPlan.statusCode).toBe(201);
  }, 120_000);

  /** The banks the product page's EMI table names (a public read, kept between requests). */
  const issuersOffered = async (product: Product) => {
    const emi = await t.app.inject({ method: "GET", url: `/api/product/${product.id}/emi` });
    return [...new Set(emi.json<{ options: { issuer: string }[] }>().options.map((o) => o.issuer))].sort();
  };

  const preview = () => t.app.inject({ method: "GET", url: "/api/admin/demo", headers: owner.auth });
  const clear = (who = owner) =>
    t.app.inject({ method: "POST", url: "/api/admin/demo/clear", headers: who.auth });

  it("is the owner's: staff and shoppers are refused, strangers asked to log in", async () => {
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/demo", headers: staff.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only the store's owner can remove the demo content." });
    for (const who of [staff, shopper]) expect((await clear(who)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/demo/clear" })).statusCode).toBe(401);
    expect((await t.db.select({ n: count() }).from(users).where(eq(users.demo, true)))[0]!.n).toBe(4);
  });

  let counted: DemoCountsType;
  it("counts what would go, leaving out what staff changed and hiding what real orders and checkouts hold", async () => {
    expect(await issuersOffered(staffProduct)).toEqual(["HDFC Bank credit card", "Kotak credit card", "SBI Card"]);
    await fileGrievance(t.db, {
      name: "Asha Verma",
      email: "asha@example.com",
      mobile: "9876543210",
      orderNumber: "",
      subject: "A real complaint",
      description: "The fan I bought hums at high speed.",
    });
    const response = await preview();
    expect(response.statusCode).toBe(200);
    counted = response.json<{ demo: DemoCountsType }>().demo;
    const demoProducts = (await t.db.select({ n: count() }).from(products).where(eq(products.demo, true)))[0]!
      .n;
    expect(counted).toEqual({
      orders: 10,
      buyers: 4,
      reviews: 10,
      products: demoProducts - 4,
      hiddenProducts: 3,
      banners: await rowsOf(banners),
      blogs: await rowsOf(blogs),
      testimonials: (await rowsOf(testimonials)) - 1,
      grievances: 1,
      emiPlans: 7,
    });
  });

  it("removes exactly the demo rows, keeps the real ones, and audits it", async () => {
    const invoicesBefore = await t.db.select().from(invoices);
    const seriesBefore = await t.db.select().from(documentSeries);
    const response = await clear();
    expect(response.statusCode).toBe(200);
    expect(response.json<DemoClearResponseType>()).toEqual({
      removed: counted,
      message: messages.demo.cleared,
    });

    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.demo, true))).toEqual([]);
    const left = await t.db.select({ userId: orders.userId, id: orders.id }).from(orders);
    expect(left).toHaveLength(2);
    expect(left.every((o) => o.userId === shopper.user.id)).toBe(true);
    expect(await t.db.select().from(invoices)).toEqual(invoicesBefore);
    expect(await t.db.select().from(documentSeries)).toEqual(seriesBefore);

    const remaining = await t.db.select().from(products).orderBy(asc(products.title));
    expect(remaining.map((p) => [p.title, p.active])).toEqual(
      [
        [boughtDemo.title, false],
        [editedDemo.title, true],
        [heldDemo.title, false],
        [reviewedDemo.title, false],
        [staffProduct.title, true],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(await t.db.select({ title: reviews.title }).from(reviews)).toEqual([
      { title: "Stopped working after a week" },
    ]);
    expect(remaining.find((p) => p.id === reviewedDemo.id)).toMatchObject({ rating: 2, ratingCount: 1 });
    expect(await t.db.select({ id: testimonials.id }).from(testimonials)).toEqual([
      { id: keptTestimonialId },
    ]);
    expect([await rowsOf(banners), await rowsOf(blogs)]).toEqual([0, 0]);
    expect(await t.db.select({ subject: grievances.subject }).from(grievances)).toEqual([
      { subject: "A real complaint" },
    ]);
    expect(
      await t.db.select({ issuer: emiPlans.issuer, tenureMonths: emiPlans.tenureMonths }).from(emiPlans).orderBy(emiPlans.issuer),
    ).toEqual([
      { issuer: "Kotak credit card", tenureMonths: 6 },
      { issuer: "SBI Card", tenureMonths: 12 },
    ]);
    // The product pages, kept for every visitor, offer only those now.
    expect(await issuersOffered(staffProduct)).toEqual(["Kotak credit card", "SBI Card"]);

    // The shop sells only what staff keep; the shopper's order still shows what they bought.
    const listed = (await t.app.inject({ method: "GET", url: "/api/product" })).json<{
      data: { title: string }[];
    }>().data;
    expect(listed.map((p) => p.title).sort()).toEqual([editedDemo.title, staffProduct.title].sort());
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/order/${paidOrderId}`,
      headers: shopper.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(boughtDemo.title);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, "demo"));
    expect(entries).toMatchObject([
      { action: "clear", actorId: owner.user.id, actorName: "Meera Iyer", after: counted },
    ]);
  });

  it("run again, from the console or the command line, removes nothing and writes nothing", async () => {
    expect((await preview()).json()).toEqual({ demo: none });
    expect((await clear()).json()).toEqual({ removed: none, message: messages.demo.nothingToClear });
    expect(await clearDemo(t.db, "command line")).toEqual(none);
    expect(
      await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entity, "demo")),
    ).toHaveLength(1);
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(5);
  });
});
