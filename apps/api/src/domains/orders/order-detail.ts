import { and, asc, eq } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import { isCancellable, returnWindowEnd, type OrderType, type OrderDetailType, type OrderHistoryEntryType, type OrderRefundType } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import { refundsOfOrder, type RefundRow } from "../checkout/index";
import { creditNotePath, creditNotesOfRefunds, creditNoteWithoutRefund } from "../invoices/index";
import { findOrders } from "./order-view";
import { orderEvents, orders } from "./tables";

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** An order with what its detail page shows: the contract's Order, its row, history and refunds. */
export interface OrderRecord {
  row: OrderRow;
  order: OrderType;
  events: OrderEventRow[];
  refunds: RefundRow[];
  /** Each refund's credit note id, for those that have one. */
  creditNotes: Map<string, string>;
  /** The credit note cancelling the invoice of an order never paid for (docs/decisions/306-return-to-origin.md). */
  cancellingCreditNoteId?: string | undefined;
}

/** The order `orderId` (only if it is `userId`'s, when given) with its history and refunds. */
export async function findOrderRecord(db: DbOrTx, orderId: string, userId?: string): Promise<OrderRecord | undefined> {
  const where = and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined);
  const [row] = await db.select().from(orders).where(where);
  if (!row) return undefined;
  const [order] = await findOrders(db, eq(orders.id, row.id));
  if (!order) return undefined;
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const refunds = await refundsOfOrder(db, row.id);
  const creditNotes = await creditNotesOfRefunds(
    db,
    refunds.map((r) => r.id),
  );
  const unpaidEnd = row.orderStatus === "Returned to origin" || (row.orderStatus === "Cancelled" && row.paymentType === "COD");
  const cancellingCreditNoteId = unpaidEnd ? await creditNoteWithoutRefund(db, row.id) : undefined;
  return { row, order, events, refunds, creditNotes, cancellingCreditNoteId };
}

/** Our `requested` is the shopper's "pending": the money is on its way either way. */
export function refundJson(refund: RefundRow, creditNotes: Map<string, string>): OrderRefundType {
  const creditNoteId = creditNotes.get(refund.id);
  return {
    _id: refund.id,
    amount: paiseToRupees(refund.amountPaise),
    status: refund.status === "requested" ? "pending" : refund.status,
    at: refund.createdAt.toISOString(),
    creditNoteUrl: creditNoteId && refund.orderId ? creditNotePath(refund.orderId, creditNoteId) : null,
  };
}

/** A history step as the shopper sees it: only the part of its note shown to them. */
export function historyEntry(event: OrderEventRow): OrderHistoryEntryType {
  return { status: event.status, at: event.at.toISOString(), ...(event.shopperNote ? { note: event.shopperNote } : {}) };
}

/** The end of the return window while the shopper may still ask for a return, else null. */
function returnableUntil(row: OrderRow): string | null {
  if (row.orderStatus !== "Delivered" || !row.deliveredAt) return null;
  const end = returnWindowEnd(row.deliveredAt);
  return end.getTime() > Date.now() ? end.toISOString() : null;
}

/** GET /order/:id's order. */
export function orderDetail({ row, order, events, refunds, creditNotes, cancellingCreditNoteId }: OrderRecord): OrderDetailType {
  return {
    ...order,
    number: order.orderNumber,
    history: events.map(historyEntry),
    tracking:
      row.courier && row.trackingNumber
        ? { courier: row.courier, number: row.trackingNumber, ...(row.trackingUrl ? { url: row.trackingUrl } : {}) }
        : null,
    refunds: refunds.map((r) => refundJson(r, creditNotes)),
    cancellable: isCancellable(row.orderStatus),
    returnableUntil: returnableUntil(row),
    returnedToOrigin: row.orderStatus === "Returned to origin" ? { receivedAt: row.rtoReceivedAt?.toISOString() ?? null } : null,
    cancellingCreditNoteUrl: cancellingCreditNoteId ? creditNotePath(row.id, cancellingCreditNoteId) : null,
  };
}
