import { formatPaise } from "@vayu/shared/money";
import type { Tx } from "../../db/client";
import { findInvoiceOfOrder, issueCreditNote } from "../../domains/invoices/service";
import { findRefundByKey, recordRefund, type RefundRequest, type RefundRow } from "../../domains/checkout/refunds";
import { refundablePaise } from "../../domains/orders/order-payment";
import type { OrderRow } from "../../domains/orders/order-detail";
import { HttpError } from "../../http/errors";

/**
 * An order's refunds go through the refund ledger (domains/checkout/refunds.ts). The row
 * is written in the same transaction as the order's change, so that a crash before the
 * provider is asked leaves it `requested` for the reconciler; after commit the step hands
 * the same request to `requestRefund`, whose key makes that a no-op insert and one ask.
 */

/** The full refund of a cancellation; the refund that ends a return. */
export const cancelRefundKey = (orderId: string) => `order:${orderId}:cancel`;
export const returnRefundKey = (orderId: string) => `order:${orderId}:return`;

export function requestOf(row: RefundRow): RefundRequest {
  return {
    key: row.key,
    paymentOrderId: row.paymentOrderId,
    ...(row.orderId ? { orderId: row.orderId } : {}),
    providerPaymentId: row.providerPaymentId,
    amountPaise: row.amountPaise,
    reason: row.reason,
    ...(row.requestedBy ? { requestedBy: row.requestedBy } : {}),
    payout: row.payout,
  };
}

/** A refund to record: `reason` is the staff's; `creditNoteReason`, when given, is what the shopper's credit note prints instead. */
export interface OrderRefundInput {
  key: string;
  amountPaise: number;
  reason: string;
  creditNoteReason?: string;
  requestedBy: string | null;
  /** The line whose units it refunds, if one, and how many of its units. */
  productId?: string;
  quantity?: number;
}

/**
 * Records `amountPaise` of the order's payment going back, once per key (a repeat answers
 * the first row), with the credit note that reverses it on the order's tax invoice.
 */
export async function recordOrderRefund(tx: Tx, order: OrderRow, refund: OrderRefundInput): Promise<RefundRow> {
  const row = await recordRefund(tx, {
    key: refund.key,
    paymentOrderId: order.paymentOrderId,
    orderId: order.id,
    providerPaymentId: order.transactionId,
    payout: order.paymentType === "COD" ? "staff" : "provider",
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    ...(refund.requestedBy ? { requestedBy: refund.requestedBy } : {}),
  });
  await issueCreditNote(tx, {
    refundId: row.id,
    orderId: order.id,
    amountPaise: row.amountPaise,
    reason: refund.creditNoteReason ?? row.reason,
    ...(refund.productId ? { productId: refund.productId } : {}),
    ...(refund.quantity ? { quantity: refund.quantity } : {}),
    issuedAt: new Date(),
  });
  return row;
}

/**
 * An order never paid for that will not be delivered (a cash-on-delivery order cancelled, or
 * returned to origin): the supply did not take place, so a credit note cancels its whole tax
 * invoice, with no refund since no money moves (docs/decisions/306-return-to-origin.md).
 */
export async function cancelUnpaidInvoice(tx: Tx, order: OrderRow, reason: string): Promise<void> {
  const invoice = await findInvoiceOfOrder(tx, order.id);
  if (invoice) await issueCreditNote(tx, { refundId: null, orderId: order.id, amountPaise: invoice.totalPaise, reason, issuedAt: new Date() });
}

/** Everything not yet refunded, once per key (the earlier request when there is one); null when nothing is left. */
export async function recordFullRefund(tx: Tx, order: OrderRow, refund: Omit<OrderRefundInput, "amountPaise" | "productId" | "quantity">): Promise<RefundRequest | null> {
  const earlier = await findRefundByKey(tx, refund.key);
  if (earlier) return requestOf(earlier);
  const amountPaise = await refundablePaise(tx, order);
  if (amountPaise <= 0) return null;
  return requestOf(await recordOrderRefund(tx, order, { ...refund, amountPaise }));
}

/** 502: the provider has not taken the refund on; the ledger retries it. */
export function refundNotAccepted(refund: RefundRow): HttpError {
  return new HttpError(
    502,
    `The payment provider did not accept the refund of ${formatPaise(refund.amountPaise)} just now. It is recorded and will be retried automatically; the order changes once the provider accepts it.`,
    { refundId: refund.id },
  );
}
