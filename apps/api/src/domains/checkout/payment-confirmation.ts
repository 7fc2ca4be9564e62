import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation } from "./pg-errors";
import type { PaymentProvider, ProviderPayment } from "./provider";
import { paymentOrders } from "./tables";

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** The provider does not vouch for this payment: the shopper gets no order from it. */
export class PaymentNotConfirmed extends Error {}

/** A second captured payment for an order that another payment already paid. */
export class PaidWithAnotherPayment extends PaymentNotConfirmed {
  constructor() {
    super("This order has already been paid with another payment.");
  }
}

export async function findPaymentOrder(db: DbOrTx, providerOrderId: string, userId?: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), userId ? eq(paymentOrders.userId, userId) : undefined));
  return row;
}

/**
 * Asks the provider, never the browser, whether the payment is captured for this very
 * order, amount and currency (razorpay-contract.md, known bug 4).
 */
export async function confirmCapturedPayment(
  provider: PaymentProvider,
  paymentOrder: PaymentOrderRow,
  paymentId: string,
): Promise<ProviderPayment> {
  const payment = await provider.fetchPayment(paymentId);
  if (!payment) throw new PaymentNotConfirmed("The payment provider does not know this payment.");
  if (payment.orderId !== paymentOrder.providerOrderId) throw new PaymentNotConfirmed("This payment belongs to another order.");
  if (payment.amountPaise !== paymentOrder.amountPaise || payment.currency !== paymentOrder.currency) {
    throw new PaymentNotConfirmed("The amount paid does not match the order.");
  }
  if (payment.status !== "captured") throw new PaymentNotConfirmed("The payment has not been completed.");
  return payment;
}

/**
 * created/failed -> paid with this payment. Idempotent: marking the same payment again
 * is a no-op; a different payment for an order already paid is refused.
 */
export async function markPaid(db: DbOrTx, paymentOrder: PaymentOrderRow, payment: ProviderPayment): Promise<void> {
  try {
    const updated = await db
      .update(paymentOrders)
      .set({ status: "paid", providerPaymentId: payment.id, paymentMethod: payment.method, failureReason: null })
      .where(and(eq(paymentOrders.id, paymentOrder.id), inArray(paymentOrders.status, ["created", "failed"])))
      .returning({ id: paymentOrders.id });
    if (updated.length > 0) return;
  } catch (error) {
    // The payment id is unique: it already paid another order.
    if (isUniqueViolation(error)) throw new PaymentNotConfirmed("This payment belongs to another order.");
    throw error;
  }
  const [current] = await db.select({ paymentId: paymentOrders.providerPaymentId }).from(paymentOrders).where(eq(paymentOrders.id, paymentOrder.id));
  if (current?.paymentId !== payment.id) throw new PaidWithAnotherPayment();
}

/** A failed attempt is recorded, but never turns a paid order back (events arrive out of order). */
export async function recordPaymentFailure(db: DbOrTx, paymentOrder: PaymentOrderRow, reason: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: reason.slice(0, 500) })
    .where(and(eq(paymentOrders.id, paymentOrder.id), inArray(paymentOrders.status, ["created", "failed"])));
}
