import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { formatPaise } from "@vayu/shared/money";
import type { Order } from "@vayu/shared/orders";
import type { Db, Tx } from "../../db/client";
import type { MailMessage, Mailer } from "../../mail/mailer";
import { users } from "../accounts/tables";
import { cartItems } from "../cart/tables";
import { products } from "../catalog/tables";
import type { PaymentOrderRow } from "../checkout/payment-confirmation";
import { isUniqueViolation } from "../checkout/pg-errors";
import type { PaymentProvider } from "../checkout/provider";
import { paymentOrders, type PaymentLine } from "../checkout/tables";
import { orderConfirmationEmail, paymentRefundedEmail } from "./order-mail";
import { findOrderByPaymentOrder } from "./order-view";
import { orderItems, orders } from "./tables";

export interface FulfilmentDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export type Fulfilment =
  /** `created` by this call, or the `existing` order of an earlier one: one order per payment. */
  | { outcome: "created" | "existing"; order: Order }
  /** The stock was gone: the payment is refunded (or its refund is pending a retry). */
  | { outcome: "refunded"; message: string }
  /** Not paid (yet): nothing to fulfil. */
  | { outcome: "unpaid" };

/** Thrown inside the transaction so that every stock decrement before it rolls back. */
class SoldOut extends Error {
  constructor(readonly line: PaymentLine) {
    super(`${line.title} sold out`);
  }
}

/**
 * All lines or none: each decrement is guarded by `stock >= quantity`, so stock never
 * goes below zero whatever runs at the same time. Lines go in product id order so two
 * orders sharing products lock them in the same order (no deadlock).
 */
async function takeStock(tx: Tx, lines: readonly PaymentLine[]) {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw new SoldOut(line);
  }
}

async function createOrder(tx: Tx, paymentOrder: PaymentOrderRow, transactionId: string) {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: paymentOrder.userId,
      paymentOrderId: paymentOrder.id,
      providerOrderId: paymentOrder.providerOrderId,
      transactionId,
      subtotalPaise: paymentOrder.subtotalPaise,
      shippingPaise: paymentOrder.shippingPaise,
      totalAmountPaise: paymentOrder.amountPaise,
      paymentType: "Online",
      paymentMethod: paymentOrder.paymentMethod,
      address: paymentOrder.address,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    paymentOrder.lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      title: line.title,
      image: line.image,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
  );
  await tx.delete(cartItems).where(
    and(
      eq(cartItems.userId, paymentOrder.userId),
      inArray(
        cartItems.productId,
        paymentOrder.lines.map((l) => l.productId),
      ),
    ),
  );
}

type Step =
  | { next: "existing" | "unpaid" }
  | { next: "created"; userId: string }
  | { next: "refunded"; paymentOrder: PaymentOrderRow };

/** One transaction: lock the payment order, then stock, order, items and cart, or nothing. */
async function fulfilInTransaction(db: Db, paymentOrderId: string): Promise<Step> {
  return db.transaction(async (tx) => {
    const [paymentOrder] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId)).for("update");
    if (!paymentOrder) throw new Error(`payment order ${paymentOrderId} does not exist`);
    switch (paymentOrder.status) {
      case "fulfilled":
        return { next: "existing" };
      case "refund_pending":
      case "refunded":
        return { next: "refunded", paymentOrder };
      case "created":
      case "failed":
        return { next: "unpaid" };
      case "paid":
        break;
    }
    if (!paymentOrder.providerPaymentId) throw new Error(`paid payment order ${paymentOrderId} has no payment id`);
    await takeStock(tx, paymentOrder.lines);
    await createOrder(tx, paymentOrder, paymentOrder.providerPaymentId);
    await tx.update(paymentOrders).set({ status: "fulfilled" }).where(eq(paymentOrders.id, paymentOrderId));
    return { next: "created", userId: paymentOrder.userId };
  });
}

function refundMessage(paymentOrder: PaymentOrderRow): string {
  const amount = formatPaise(paymentOrder.amountPaise);
  const reason = paymentOrder.failureReason ? `Sorry, ${paymentOrder.failureReason}. ` : "";
  return paymentOrder.status === "refunded"
    ? `${reason}Your payment of ${amount} has been refunded and will reach your account in 5–7 working days.`
    : `${reason}Your payment of ${amount} is secure and is being refunded.`;
}

/**
 * paid -> refund_pending (only one caller wins this step, so only one refund is asked
 * for), then the refund itself.
 */
async function refundSoldOut(deps: FulfilmentDeps, paymentOrderId: string, line: PaymentLine): Promise<Fulfilment> {
  const [claimed] = await deps.db
    .update(paymentOrders)
    .set({ status: "refund_pending", failureReason: `${line.title} sold out before your order could be placed` })
    .where(and(eq(paymentOrders.id, paymentOrderId), eq(paymentOrders.status, "paid")))
    .returning();
  // Another caller claimed the refund (or placed the order) first: report its outcome.
  if (!claimed) return fulfilPaymentOrder(deps, paymentOrderId);
  const settled = await settleRefund(deps, claimed);
  return { outcome: "refunded", message: refundMessage(settled) };
}

/**
 * refund_pending -> refunded through the provider, keyed by our payment order id so a
 * retry never refunds twice. If the provider fails, the payment order stays
 * refund_pending for the reconciler to retry; the shopper is told either way.
 */
export async function settleRefund(deps: FulfilmentDeps, pending: PaymentOrderRow): Promise<PaymentOrderRow> {
  let settled = pending;
  try {
    if (!pending.providerPaymentId) throw new Error("paid payment order has no payment id");
    const refund = await deps.provider.refund(pending.providerPaymentId, {
      amountPaise: pending.amountPaise,
      idempotencyKey: pending.id,
      notes: { reason: (pending.failureReason ?? "order not placed").slice(0, 250) },
    });
    [settled = pending] = await deps.db
      .update(paymentOrders)
      .set({ status: "refunded", refundId: refund.id })
      .where(and(eq(paymentOrders.id, pending.id), eq(paymentOrders.status, "refund_pending")))
      .returning();
    deps.log.warn({ paymentOrderId: pending.id, refundId: refund.id, reason: pending.failureReason }, "paid order not placed: refunded");
  } catch (error) {
    deps.log.error({ err: error, paymentOrderId: pending.id }, "refund failed: payment order left refund_pending");
  }
  await notifyShopper(deps, settled.userId, (user) =>
    paymentRefundedEmail({
      to: user.email,
      name: user.name,
      reason: settled.failureReason ?? "your order could not be placed",
      amountPaise: settled.amountPaise,
      refunded: settled.status === "refunded",
      publicUrl: deps.publicUrl,
    }),
  );
  return settled;
}

/** Mail after commit: the order (or refund) stands whether or not the e-mail goes out. */
async function notifyShopper(deps: FulfilmentDeps, userId: string, compose: (user: { email: string; name: string }) => MailMessage) {
  try {
    const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (user) await deps.mailer.send(compose(user));
  } catch (error) {
    deps.log.error({ err: error, userId }, "order e-mail failed");
  }
}

/**
 * The one way a paid payment order becomes a store order, used by POST /order and the
 * webhook alike: idempotent per payment order, safe under any concurrency.
 */
export async function fulfilPaymentOrder(deps: FulfilmentDeps, paymentOrderId: string): Promise<Fulfilment> {
  let step: Step;
  try {
    step = await fulfilInTransaction(deps.db, paymentOrderId);
  } catch (error) {
    if (error instanceof SoldOut) return refundSoldOut(deps, paymentOrderId, error.line);
    // The unique constraints on orders back the row lock up: a twin already placed it.
    if (!isUniqueViolation(error)) throw error;
    step = { next: "existing" };
  }
  if (step.next === "unpaid") return { outcome: "unpaid" };
  if (step.next === "refunded") return { outcome: "refunded", message: refundMessage(step.paymentOrder) };
  const order = await findOrderByPaymentOrder(deps.db, paymentOrderId);
  if (!order) throw new Error(`fulfilled payment order ${paymentOrderId} has no order`);
  if (step.next === "created") {
    await notifyShopper(deps, step.userId, (user) => orderConfirmationEmail({ to: user.email, name: user.name, order, publicUrl: deps.publicUrl }));
  }
  return { outcome: step.next, order };
}

/** Everything fulfilment needs, from the app. */
export function fulfilmentDeps(app: { db: Db; mailer: Mailer; log: FastifyBaseLogger; config: { publicUrl: string } }, provider: PaymentProvider): FulfilmentDeps {
  return { db: app.db, provider, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl };
}
