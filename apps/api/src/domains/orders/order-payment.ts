import type { DbOrTx } from "../../db/client";
import { refundedPaise } from "../checkout/index";
import type { orders } from "./tables";

/**
 * What an order's shopper has paid, still owes and may get back: an online order is paid
 * before it is placed; a cash-on-delivery order once staff record the cash collected
 * (docs/decisions/141-cash-on-delivery.md).
 */

type OrderRow = typeof orders.$inferSelect;
type PaymentFacts = Pick<OrderRow, "paymentType" | "paymentCollectedAt" | "orderStatus" | "totalAmountPaise">;

/** What the shopper still pays at the door: a COD order's total until its cash is collected; nothing once cancelled or returned to origin. */
export function amountDuePaise(row: PaymentFacts): number {
  const unpaidCod = row.paymentType === "COD" && !row.paymentCollectedAt;
  const settled = row.orderStatus === "Cancelled" || row.orderStatus === "Returned to origin";
  return unpaidCod && !settled ? row.totalAmountPaise : 0;
}

/** What the shopper has paid for the order: an online order's payment, a COD order's collected cash. */
export function paidPaise(row: PaymentFacts): number {
  return row.paymentType === "Online" || row.paymentCollectedAt ? row.totalAmountPaise : 0;
}

/**
 * Paise of the order that may still go back: paid less what is refunded or on its way.
 * Online refunds are counted by payment (a second payment's refund is not the order's);
 * a COD order's are the staff payouts recorded against it.
 */
export async function refundablePaise(db: DbOrTx, row: OrderRow): Promise<number> {
  const refunded = await refundedPaise(db, row.transactionId ? { providerPaymentId: row.transactionId } : { orderId: row.id });
  return paidPaise(row) - refunded;
}
