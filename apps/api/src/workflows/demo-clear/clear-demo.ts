import { and, eq, exists, inArray, not, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DemoCountsType } from "@vayu/shared/demo-clear";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../../domains/accounts/tables";
import { audit } from "../../audit/audit";
import { auditLog } from "../../audit/tables";
import { products, stockReservations } from "../../domains/catalog/tables";
import { paymentOrders, refunds } from "../../domains/checkout/tables";
import { banners, blogs, testimonials } from "../../domains/content/tables";
import { emiPlansChanged } from "../../domains/emi/service";
import { emiPlans } from "../../domains/emi/tables";
import { grievances } from "../../domains/grievances/tables";
import { invoices } from "../../domains/invoices/tables";
import { orderItems, orders, refundLines } from "../../domains/orders/tables";
import { refreshProductRating } from "../../domains/reviews/service";
import { reviews } from "../../domains/reviews/tables";

/**
 * Removing the demo store from a live database (docs/decisions/193-first-start-and-demo-content.md).
 * Demo rows carry the `demo` mark the seed sets. A marked product, banner, blog post or
 * testimonial that staff changed since (any entry of the audit log) is the store's own now
 * and stays. Demo buyers go with their orders, carts, wishlists, addresses and reviews, and the
 * demo complaint with its thread. The seed's EMI plans go unless staff changed them.
 * A demo product a real order bought (or a real checkout holds) stays for it, hidden from the shop.
 * Tax documents are never removed: a demo order with an invoice stays, and so does its buyer.
 */

interface DemoRows {
  orderIds: string[];
  buyerIds: string[];
  reviewIds: string[];
  /** Products whose removed reviews counted in their rating, and which stay. */
  reratedProductIds: string[];
  productIds: string[];
  hiddenProductIds: string[];
  bannerIds: string[];
  blogIds: string[];
  testimonialIds: string[];
  grievanceIds: string[];
  emiPlanIds: string[];
}

/** No audit entry names this row: staff never created, changed or hid it. */
const untouchedByStaff = (entity: string, id: PgColumn): SQL =>
  not(
    exists(
      sql`(select 1 from ${auditLog} where ${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${id}::text)`,
    ),
  );

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

async function findDemoRows(db: DbOrTx): Promise<DemoRows> {
  const invoiced = exists(sql`(select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})`);
  const orderIds = ids(
    await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(users.demo, true), not(invoiced))),
  );
  const buyerIds = ids(
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.demo, true),
          not(exists(sql`(select 1 from ${orders} where ${orders.userId} = ${users.id} and ${invoiced})`)),
        ),
      ),
  );
  const reviewRows =
    buyerIds.length === 0
      ? []
      : await db
          .select({ id: reviews.id, productId: reviews.productId })
          .from(reviews)
          .where(inArray(reviews.userId, buyerIds));

  // A product stays where an order that stays (a real one) bought or refunded it, or where a
  // checkout under way holds units of it: demo buyers cannot sign in, so that checkout is real.
  const keptOrder = (orderId: PgColumn) =>
    orderIds.length === 0 ? sql`true` : notInArray(orderId, orderIds);
  const boughtForReal = or(
    exists(
      sql`(select 1 from ${orderItems} where ${orderItems.productId} = ${products.id} and ${keptOrder(orderItems.orderId)})`,
    ),
    exists(
      sql`(select 1 from ${refundLines} where ${refundLines.productId} = ${products.id} and ${keptOrder(refundLines.orderId)})`,
    ),
    exists(
      sql`(select 1 from ${stockReservations} where ${stockReservations.productId} = ${products.id} and ${stockReservations.releasedAt} is null)`,
    ),
  )!;
  const demoProduct = and(eq(products.demo, true), untouchedByStaff("product", products.id));
  const productIds = ids(
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(demoProduct, not(boughtForReal))),
  );
  const hiddenProductIds = ids(
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(demoProduct, eq(products.active, true), boughtForReal)),
  );
  const reratedProductIds = [...new Set(reviewRows.map((r) => r.productId))].filter(
    (id) => !productIds.includes(id),
  );

  const marked = async (
    table: typeof banners | typeof blogs | typeof testimonials | typeof emiPlans,
    entity: string,
  ) =>
    ids(
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.demo, true), untouchedByStaff(entity, table.id))),
    );
  return {
    orderIds,
    buyerIds,
    reviewIds: ids(reviewRows),
    reratedProductIds,
    productIds,
    hiddenProductIds,
    bannerIds: await marked(banners, "banner"),
    blogIds: await marked(blogs, "blog"),
    testimonialIds: await marked(testimonials, "testimonial"),
    grievanceIds: ids(
      await db.select({ id: grievances.id }).from(grievances).where(eq(grievances.demo, true)),
    ),
    emiPlanIds: await marked(emiPlans, "emi-plan"),
  };
}

function countsOf(rows: DemoRows): DemoCountsType {
  return {
    orders: rows.orderIds.length,
    buyers: rows.buyerIds.length,
    reviews: rows.reviewIds.length,
    products: rows.productIds.length,
    hiddenProducts: rows.hiddenProductIds.length,
    banners: rows.bannerIds.length,
    blogs: rows.blogIds.length,
    testimonials: rows.testimonialIds.length,
    grievances: rows.grievanceIds.length,
    emiPlans: rows.emiPlanIds.length,
  };
}

/** What `clearDemo` would remove now. */
export async function previewDemoClear(db: DbOrTx): Promise<DemoCountsType> {
  return countsOf(await findDemoRows(db));
}

/** Who asked: a staff member (the owner) in the console, or the operator's `npm run demo:clear`. */
export type DemoClearActor = { staffId: string } | "command line";

/**
 * Removes the demo rows in one transaction and audits it; answers what it removed. Run
 * again, it finds nothing and writes nothing.
 */
export async function clearDemo(db: Db, actor: DemoClearActor): Promise<DemoCountsType> {
  return db.transaction(async (tx) => {
    // One clear at a time; and the demo products locked before their orders are looked at,
    // so an order placed meanwhile either is seen (its product stays) or waits for the end.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-clear'))`);
    await tx.select({ id: products.id }).from(products).where(eq(products.demo, true)).for("update");
    const rows = await findDemoRows(tx);
    const counts = countsOf(rows);
    if (Object.values(counts).every((n) => n === 0)) return counts;

    if (rows.orderIds.length > 0) {
      // Items, history and refunded lines go with their order.
      await tx.delete(orders).where(inArray(orders.id, rows.orderIds));
      await tx.delete(refunds).where(inArray(refunds.orderId, rows.orderIds));
    }
    if (rows.buyerIds.length > 0) {
      const buyersPayments = tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(inArray(paymentOrders.userId, rows.buyerIds));
      await tx.delete(refunds).where(inArray(refunds.paymentOrderId, buyersPayments));
      await tx.delete(paymentOrders).where(inArray(paymentOrders.userId, rows.buyerIds));
      // Their carts, wishlists, addresses, reviews, votes and alerts go with the account.
      await tx.delete(users).where(inArray(users.id, rows.buyerIds));
    }
    if (rows.productIds.length > 0) await tx.delete(products).where(inArray(products.id, rows.productIds));
    if (rows.hiddenProductIds.length > 0)
      await tx.update(products).set({ active: false }).where(inArray(products.id, rows.hiddenProductIds));
    if (rows.bannerIds.length > 0) await tx.delete(banners).where(inArray(banners.id, rows.bannerIds));
    if (rows.blogIds.length > 0) await tx.delete(blogs).where(inArray(blogs.id, rows.blogIds));
    if (rows.testimonialIds.length > 0)
      await tx.delete(testimonials).where(inArray(testimonials.id, rows.testimonialIds));
    // Its replies go with it.
    if (rows.grievanceIds.length > 0)
      await tx.delete(grievances).where(inArray(grievances.id, rows.grievanceIds));
    if (rows.emiPlanIds.length > 0) {
      await tx.delete(emiPlans).where(inArray(emiPlans.id, rows.emiPlanIds));
      await emiPlansChanged(tx);
    }
    for (const productId of rows.reratedProductIds) await refreshProductRating(tx, productId);

    const entry = { action: "clear", entity: "demo", entityId: "demo", after: counts };
    if (actor === "command line")
      await tx
        .insert(auditLog)
        .values({ ...entry, actorId: null, actorName: "npm run demo:clear", actorEmail: "" });
    else await audit(tx, { ...entry, actorId: actor.staffId });
    return counts;
  });
}
