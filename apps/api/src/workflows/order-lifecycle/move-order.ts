import { and, eq, inArray } from "drizzle-orm";
import { RESTOCK_RETURNED_REQUIRED, RTO_NOTE_REQUIRED } from "@vayu/shared/admin";
import { moveRefusal, type OrderStatus, type OrderTrackingType } from "@vayu/shared/orders";
import type { Tx } from "../../db/client";
import { audit } from "../../audit/audit";
import { restock } from "../../domains/catalog/stock";
import { releaseOrderRedemption } from "../../domains/promotions/index";
import { findRefundByKey, isAccepted, requestRefund, type RefundRequest } from "../../domains/checkout/refunds";
import { refunds } from "../../domains/checkout/tables";
import type { OrderRow } from "../../domains/orders/order-detail";
import { lockOrder, recordOrderEvent, unitsNotRefunded, type Actor } from "../../domains/orders/order-state";
import { orders } from "../../domains/orders/tables";
import type { OrderUpdate } from "../../domains/orders/status-mail";
import { badRequest, conflict, notFound } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { deliverOrderUpdate, queueOrderUpdate, queueReturnRequestNotice } from "./notify";
import { cancelRefundKey, cancelUnpaidInvoice, recordFullRefund, refundNotAccepted, returnRefundKey } from "./order-refunds";

/**
 * Moving an order along its graph (docs/decisions/091-order-lifecycle-graph.md), for staff
 * and shoppers alike, in small steps each safe to repeat:
 *
 * 1. move     one transaction: lock the order, check the move, apply it (tracking,
 *             delivery time, stock back on the shelf, the refund recorded) with its history
 *             row and the shopper's e-mail queued in the outbox
 * 2. refund   after commit, ask the provider for the recorded refund (keyed, so never twice)
 * 3. settle   a return becomes Refunded only once the provider has accepted its refund
 * 4. mail     the shopper hears of it; a failed e-mail undoes nothing
 */

export interface StatusChange {
  status: OrderStatus;
  note?: string | undefined;
  /** Staff notes are internal unless true; a shopper's own words are always theirs. */
  showToShopper?: boolean | undefined;
  tracking?: OrderTrackingType | undefined;
  /** Returned: whether the units that came back go back to stock (false: damaged). */
  restock?: boolean | undefined;
  /** Cancelled by the confirmation timer: the hours the COD order waited (docs/decisions/305-cod-confirmation.md). */
  unconfirmedHours?: number | undefined;
}

/** Who asks and, for a shopper, the checks only shoppers are held to (run on the locked order). */
export interface Requester {
  actor: Actor;
  /** Set for a shopper: anybody else's order is a 404. */
  ownerId?: string;
  check?: (order: OrderRow) => void;
}

/** What step 1 leaves for after the commit. */
interface Moved {
  refund: RefundRequest | null;
  /** Refunded waits for the provider to accept the refund (step 3). */
  settles: boolean;
  update: OrderUpdate | null;
}

const NOTHING: Moved = { refund: null, settles: false, update: null };

const isTracked = (order: OrderRow) => Boolean(order.courier && order.trackingNumber);
const sameTracking = (order: OrderRow, t: OrderTrackingType) =>
  order.courier === t.courier && order.trackingNumber === t.number && (order.trackingUrl ?? undefined) === t.url;
const withNote = (text: string, note: string | undefined) => (note ? `${text}: ${note}` : text);

/** Step 1. */
async function move(tx: Tx, order: OrderRow, change: StatusChange, { actor }: Requester): Promise<Moved> {
  const from = order.orderStatus;
  const note = change.note || undefined;
  // The part of the note the shopper sees, in their history and e-mails (docs/decisions/187-safe-staff-order-actions.md).
  const shown = actor.role !== "staff" || change.showToShopper === true ? note : undefined;
  const step = { note, shopperNote: shown, actor };
  if (from === change.status) {
    // Approving a return is staff saying "Return requested" again; "Shipped" again with other
    // tracking corrects it (or adds what an older order lacks); any other repeat changes nothing.
    if (from === "Return requested" && actor.role === "staff") {
      await recordOrderEvent(tx, order, { status: from, note: withNote("Return approved", note), shopperNote: withNote("Return approved", shown), actor });
      return { ...NOTHING, update: { kind: "Return approved", note: shown } };
    }
    if (from !== "Shipped" || !change.tracking || sameTracking(order, change.tracking)) return NOTHING;
  }
  const refusal = moveRefusal(from, change.status, isTracked(order), order.paymentType);
  if (refusal && from !== change.status) throw conflict(refusal, { orderStatus: from });

  switch (change.status) {
    case "Shipped": {
      const t = change.tracking;
      if (!t) throw badRequest("Give the courier name and the tracking number to mark the order Shipped", { field: "tracking" });
      await recordOrderEvent(tx, order, { status: "Shipped", ...step, patch: { courier: t.courier, trackingNumber: t.number, trackingUrl: t.url ?? null } });
      return { ...NOTHING, update: { kind: "Shipped", note: shown } };
    }
    case "Delivered": {
      if (from === "Return requested") {
        if (!note) throw badRequest("Write why the return is rejected: the shopper is told this reason", { field: "note" });
        // The reason is the shopper's answer, so it is always shown to them.
        const rejected = withNote("Return rejected", note);
        await recordOrderEvent(tx, order, { status: "Delivered", note: rejected, shopperNote: rejected, actor });
        return { ...NOTHING, update: { kind: "Return rejected", note } };
      }
      await recordOrderEvent(tx, order, { status: "Delivered", ...step, patch: { deliveredAt: new Date() } });
      return { ...NOTHING, update: { kind: "Delivered", note: shown } };
    }
    case "Cancelled": {
      // Units that never left the warehouse: always sellable.
      await restock(tx, await unitsNotRefunded(tx, order.id));
      // Cancelled before it shipped: the coupon's use goes back (docs/decisions/270-coupons.md).
      await releaseOrderRedemption(tx, order.id);
      const what = `Order #${order.orderNumber} cancelled`;
      const refund = await recordFullRefund(tx, order, {
        key: cancelRefundKey(order.id),
        reason: withNote(what, note),
        // The shopper downloads the credit note: it prints only what they may see.
        creditNoteReason: withNote(what, shown),
        requestedBy: actor.role === "staff" ? actor.id : null,
      });
      // Nothing was paid (cash on delivery): no refund, but the invoice issued at placing is cancelled.
      if (!refund && order.paymentType === "COD") await cancelUnpaidInvoice(tx, order, withNote(what, shown));
      await recordOrderEvent(tx, order, { status: "Cancelled", ...step });
      return { refund, settles: false, update: { kind: "Cancelled", refundPaise: refund?.amountPaise ?? 0, unconfirmedHours: change.unconfirmedHours } };
    }
    case "Returned": {
      if (change.restock === undefined) throw badRequest(RESTOCK_RETURNED_REQUIRED, { field: "restock" });
      if (change.restock) await restock(tx, await unitsNotRefunded(tx, order.id));
      const stock = change.restock ? "Returned units put back in stock" : "Returned units not put back in stock (damaged)";
      await recordOrderEvent(tx, order, { status: "Returned", ...step, note: withNote(stock, note) });
      return NOTHING;
    }
    case "Refunded": {
      const what = `Return of order #${order.orderNumber}`;
      const refund = await recordFullRefund(tx, order, {
        key: returnRefundKey(order.id),
        reason: withNote(what, note),
        creditNoteReason: withNote(what, shown),
        requestedBy: actor.id,
      });
      if (refund) return { refund, settles: true, update: null };
      // Nothing left to pay back (line refunds covered it all): Refunded at once.
      await recordOrderEvent(tx, order, { status: "Refunded", ...step });
      return { ...NOTHING, update: { kind: "Refunded", refundPaise: 0 } };
    }
    case "Out for delivery":
    case "Return requested":
      await recordOrderEvent(tx, order, { status: change.status, ...step });
      return { ...NOTHING, update: { kind: change.status, note: shown } };
    case "Placed":
      // Only an order awaiting confirmation moves to Placed (the graph): the COD order is confirmed.
      await recordOrderEvent(tx, order, { status: "Placed", ...step });
      return { ...NOTHING, update: { kind: "Confirmed", note: shown } };
    case "Packed":
      await recordOrderEvent(tx, order, { status: change.status, ...step });
      return NOTHING;
    case "Returned to origin":
      // A shipped COD parcel came back unpaid; its units and credit note wait for its receipt (docs/decisions/306-return-to-origin.md).
      if (!note) throw badRequest(RTO_NOTE_REQUIRED, { field: "note" });
      await recordOrderEvent(tx, order, { status: "Returned to origin", ...step });
      return { ...NOTHING, update: { kind: "Returned to origin", note: shown } };
    case "Awaiting confirmation":
      // No move leads here (the graph refuses it above).
      throw conflict(moveRefusal(from, change.status, isTracked(order), order.paymentType) ?? `This order cannot be moved to ${change.status}.`, { orderStatus: from });
  }
}

/** Steps 1 to 4: moves the order, or answers 404/409/400 (and 502 when the provider refuses a return's refund). */
export async function changeOrderStatus(deps: LifecycleDeps, orderId: string, change: StatusChange, requester: Requester): Promise<void> {
  const { moved, mail, staffNotice } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (requester.ownerId !== undefined && order.userId !== requester.ownerId)) throw notFound("Order not found.");
    requester.check?.(order);
    const moved = await move(tx, order, change, requester);
    const mail = moved.update ? await queueOrderUpdate(tx, deps, order.userId, order.id, moved.update) : undefined;
    const staffNotice = moved.update?.kind === "Return requested" ? await queueReturnRequestNotice(tx, deps, order, change.note) : undefined;
    if (requester.actor.role === "staff" && requester.actor.id) {
      await audit(tx, {
        actorId: requester.actor.id,
        action: "status",
        entity: "order",
        entityId: order.id,
        before: { status: order.orderStatus },
        after: change,
      });
    }
    return { moved, mail, staffNotice };
  });
  if (moved.refund) {
    const refund = await requestRefund(deps, moved.refund);
    if (moved.settles) {
      if (!isAccepted(refund)) throw refundNotAccepted(refund);
      await settleReturnRefund(deps, orderId, requester.actor);
    }
  }
  if (mail) await deliverOrderUpdate(deps, mail);
  if (staffNotice) await deps.mailer.deliver(staffNotice);
}

/**
 * Step 3: a Returned order whose refund the provider has accepted becomes Refunded. Safe
 * to call at any time and any number of times; true when this call moved it.
 */
export async function settleReturnRefund(deps: LifecycleDeps, orderId: string, actor: Actor = { id: null, role: "system" }): Promise<boolean> {
  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.orderStatus !== "Returned") return null;
    const refund = await findRefundByKey(tx, returnRefundKey(orderId));
    if (!refund || !isAccepted(refund)) return null;
    await recordOrderEvent(tx, order, { status: "Refunded", actor });
    return queueOrderUpdate(tx, deps, order.userId, orderId, { kind: "Refunded", refundPaise: refund.amountPaise });
  });
  if (!settled) return false;
  await deliverOrderUpdate(deps, settled);
  return true;
}

/**
 * Step 3 for every Returned order whose refund has been accepted since (by the reconciler's
 * retry or a refund webhook): the hook the payment reconciler can call on each run.
 */
export async function settleReturnRefunds(deps: LifecycleDeps): Promise<number> {
  const returned = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.orderStatus, "Returned"));
  if (returned.length === 0) return 0;
  const accepted = await deps.db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(inArray(refunds.key, returned.map((o) => returnRefundKey(o.id))), inArray(refunds.status, ["pending", "processed"])));
  let settled = 0;
  for (const { orderId } of accepted) if (orderId && (await settleReturnRefund(deps, orderId))) settled++;
  return settled;
}
