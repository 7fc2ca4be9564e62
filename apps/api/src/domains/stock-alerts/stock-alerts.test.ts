import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import type { StockAlertUnsubscribeResponseType } from "@vayu/shared/stock-alerts";
import { cancel } from "../../test/lifecycle-fixtures";
import { openedCheckout, placedOrder } from "../../test/checkout-fixtures";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser } from "../../test/factories";
import { stockReservations } from "../catalog/tables";
import { announceRestocks } from "./announce";
import { stockAlerts } from "./tables";

type Headers = Record<string, string>;

describe("back in stock", () => {
  let t: TestApp;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await createUser(t.db, t.config.jwtSecret, { role: "admin" })).auth;
  });
  afterAll(() => t.close());

  const notify = (headers: Headers, productId: string, method: "GET" | "POST" | "DELETE" = "POST") =>
    t.app.inject({ method, url: `/api/product/${productId}/notify`, headers });
  const setStock = (productId: string, stock: number) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/products/${productId}`, headers: staff, payload: { stock } });
  /** The back-in-stock mails sent so far, once every stock change made before the call has been swept. */
  const alertMails = async () => {
    await t.app.stockAlerts.announce();
    return t.mailer.sent.filter((m) => m.subject.includes("is back in stock"));
  };
  const shopper = async () => (await createUser(t.db, t.config.jwtSecret)).auth;
  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

  it("needs a session", async () => {
    const product = await createProduct(t.db, { stock: 0 });
    expect((await notify({}, product.id)).statusCode).toBe(401);
    expect((await notify({}, product.id, "GET")).statusCode).toBe(401);
  });

  it("refuses a product that is in stock (409), an unknown one (404) and a malformed id (400)", async () => {
    const asha = await shopper();
    const inStock = await createProduct(t.db, { stock: 3 });
    const refused = await notify(asha, inStock.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.stockAlerts.inStock });
    expect((await notify(asha, "7a0c6a4e-2f4b-4a8e-9a55-1d2b3c4d5e6f")).statusCode).toBe(404);
    const malformed = await notify(asha, "not-an-id");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: "id" });
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, inStock.id))).toEqual([]);
  });

  it("takes a product whose every unit is held for someone paying: buyable stock is what counts", async () => {
    const checkout = await openedCheckout(t, { pricePaise: 99_900, stock: 1 });
    const asha = await shopper();
    expect((await notify(asha, checkout.product.id)).statusCode).toBe(200);
  });

  it("subscribes once however often it is asked, and says so", async () => {
    const asha = await shopper();
    const product = await createProduct(t.db, { stock: 0 });
    const answers = await Promise.all([notify(asha, product.id), notify(asha, product.id), notify(asha, product.id)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: "We will e-mail you when it is back in stock.", subscribed: true });
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id))).toHaveLength(1);
    expect((await notify(asha, product.id, "GET")).json()).toEqual({ subscribed: true });
  });

  it("sends exactly one e-mail per subscriber when staff restock, and none on the next restock", async () => {
    const product = await createProduct(t.db, { title: "Inverter Ceiling Fan 1200mm", stock: 0 });
    const [asha, ravi] = [await shopper(), await shopper()];
    await notify(asha, product.id);
    await notify(ravi, product.id);
    await notify(ravi, product.id);
    const before = (await alertMails()).length;

    expect((await setStock(product.id, 5)).statusCode).toBe(200);
    const mails = (await alertMails()).slice(before);
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail!.subject).toBe("Inverter Ceiling Fan 1200mm is back in stock at Vayu Home Appliances");
    expect(mail!.links![0]).toBe(`http://shop.test/product/${product.id}`);
    expect(mail!.links![1]).toMatch(/^http:\/\/shop\.test\/notify\/unsubscribe\?token=/);
    expect(mail!.html).toContain(`http://shop.test/product/${product.id}`);
    expect(mail!.text).toContain("Unsubscribe from e-mails about this product");
    expect((await notify(asha, product.id, "GET")).json()).toEqual({ subscribed: false });

    await setStock(product.id, 0);
    await setStock(product.id, 4);
    expect((await alertMails()).slice(before)).toHaveLength(2);
  });

  it("mails when a cancelled order puts the last units back", async () => {
    const placed = await placedOrder(t, { pricePaise: 150_000, stock: 2 }, 2);
    const asha = await shopper();
    expect((await notify(asha, placed.product.id)).statusCode).toBe(200);
    const before = (await alertMails()).length;
    expect((await cancel(t, placed.shopper, placed.orderId, { reason: "Changed my mind" })).statusCode).toBe(200);
    expect((await alertMails()).slice(before).map((m) => m.links![0])).toEqual([`http://shop.test/product/${placed.product.id}`]);
  });

  it("mails when a payment's hold on the last unit runs out, though nothing was written", async () => {
    const checkout = await openedCheckout(t, { pricePaise: 99_900, stock: 1 });
    const asha = await shopper();
    await notify(asha, checkout.product.id);
    const before = (await alertMails()).length;
    await t.db
      .update(stockReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(stockReservations.productId, checkout.product.id));
    expect((await alertMails()).slice(before).map((m) => m.links![0])).toEqual([`http://shop.test/product/${checkout.product.id}`]);
  });

  it("does not mail about a hidden product until staff show it again", async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const asha = await shopper();
    await notify(asha, product.id);
    const before = (await alertMails()).length;
    await t.app.inject({ method: "PATCH", url: `/api/admin/products/${product.id}`, headers: staff, payload: { active: false, stock: 3 } });
    expect((await alertMails()).length).toBe(before);
    await t.app.inject({ method: "PATCH", url: `/api/admin/products/${product.id}`, headers: staff, payload: { active: true } });
    expect((await alertMails()).length).toBe(before + 1);
  });

  it("lets the shopper cancel on the product page, and the e-mail's link unsubscribe without a session", async () => {
    const asha = await shopper();
    const product = await createProduct(t.db, { title: "Desert Air Cooler 70L", stock: 0 });
    await notify(asha, product.id);
    const cancelled = await notify(asha, product.id, "DELETE");
    expect(cancelled.json()).toEqual({ message: messages.stockAlerts.cancelled, subscribed: false });
    const before = (await alertMails()).length;
    await setStock(product.id, 2);
    expect((await alertMails()).length).toBe(before);

    // Subscribed again, then unsubscribed through the link of an e-mail about the product.
    const { user: raviUser, auth: ravi } = await createUser(t.db, t.config.jwtSecret);
    await setStock(product.id, 0);
    await notify(ravi, product.id);
    await notify(asha, product.id);
    await setStock(product.id, 1);
    const toRavi = (await alertMails()).slice(before).find((m) => m.to === raviUser.email);
    await setStock(product.id, 0);
    await notify(ravi, product.id);
    const link = await t.app.inject({ method: "POST", url: "/api/notify/unsubscribe", payload: { token: tokenOf(toRavi!.links![1]!) } });
    expect(link.statusCode).toBe(200);
    expect(link.json<StockAlertUnsubscribeResponseType>()).toEqual({
      message: "You will not be e-mailed about Desert Air Cooler 70L.",
      product: { _id: product.id, title: "Desert Air Cooler 70L" },
    });
    expect((await notify(ravi, product.id, "GET")).json()).toEqual({ subscribed: false });
  });

  it("refuses a forged or damaged unsubscribe token on its field, and an access token as one", async () => {
    const asha = await createUser(t.db, t.config.jwtSecret);
    for (const token of ["nonsense", asha.token, ""]) {
      const res = await t.app.inject({ method: "POST", url: "/api/notify/unsubscribe", payload: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "token" });
    }
  });

  // On PostgreSQL (TEST_DRIVER=pg) the sweeps really overlap, each on its own pooled connection as on
  // several servers; PGlite runs them one after another.
  it("claims each alert once however many sweeps race", async () => {
    // Alerts written straight to the table, as if each subscribed while it was sold out: nothing notifies a sweep.
    const product = await createProduct(t.db, { stock: 3 });
    const emails = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { user } = await createUser(t.db, t.config.jwtSecret);
      emails.add(user.email);
      await t.db.insert(stockAlerts).values({ userId: user.id, productId: product.id });
    }
    const deps = { db: t.db, mailer: t.app.mailer, log: t.app.log, publicUrl: "http://shop.test", jwtSecret: t.config.jwtSecret };
    await Promise.all(Array.from({ length: 8 }, () => announceRestocks(deps)));
    const all = (await alertMails()).map((m) => m.to).filter((to) => emails.has(to));
    expect(all).toHaveLength(20);
    expect(new Set(all).size).toBe(20);
  });
});
