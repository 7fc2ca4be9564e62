import { messages } from "@vayu/shared/messages";
import { isCancellable, RETURN_WINDOW_DAYS, returnWindowEnd } from "@vayu/shared/orders";
import type { OrderRow } from "../../domains/orders/order-detail";
import { conflict } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { changeOrderStatus, type Requester } from "./move-order";

/** What shoppers may do themselves: confirm a COD order, cancel before shipping, ask for a return within the window. */

/**
 * Who answers a COD order's confirmation: its logged-in shopper, or whoever holds the signed
 * link of its confirmation message, which may only confirm or cancel while the order awaits
 * confirmation (docs/decisions/305-cod-confirmation.md).
 */
export type Answerer = { userId: string } | { link: true };

const requesterOf = (who: Answerer, check: (order: OrderRow) => void): Requester =>
  "userId" in who
    ? { actor: { id: who.userId, role: "shopper" }, ownerId: who.userId, check }
    : { actor: { id: null, role: "shopper" }, check };

const notAwaiting = (order: OrderRow) =>
  conflict(order.orderStatus === "Cancelled" ? messages.codConfirm.alreadyCancelled : messages.codConfirm.notAwaiting, {
    orderStatus: order.orderStatus,
  });

/**
 * POST /order/:id/confirm: the COD order awaiting confirmation becomes Placed, under the
 * order's row lock, so a cancel, a second confirm or the timer at the same moment finds it
 * already moved and gets 409 (ADR 305).
 */
export function confirmCodOrder(deps: LifecycleDeps, who: Answerer, orderId: string) {
  const check = (order: OrderRow) => {
    if (order.orderStatus !== "Awaiting confirmation") throw notAwaiting(order);
  };
  return changeOrderStatus(deps, orderId, { status: "Placed", note: "Confirmed by the shopper" }, requesterOf(who, check));
}

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** POST /order/:id/cancel: full refund, stock back; asking twice answers the cancelled order. */
export function cancelOrder(deps: LifecycleDeps, who: Answerer, orderId: string, reason: string | undefined) {
  const check = (order: OrderRow) => {
    if (order.orderStatus === "Cancelled") return;
    // The message's link answers the confirmation only; once confirmed, the shopper cancels from their account.
    if ("link" in who) {
      if (order.orderStatus !== "Awaiting confirmation") throw notAwaiting(order);
      return;
    }
    if (isCancellable(order.orderStatus)) return;
    const shipped = order.orderStatus === "Shipped" || order.orderStatus === "Out for delivery";
    throw conflict(
      shipped
        ? `This order has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within ${RETURN_WINDOW_DAYS} days.`
        : `This order is ${order.orderStatus} and can no longer be cancelled.`,
      { orderStatus: order.orderStatus },
    );
  };
  return changeOrderStatus(deps, orderId, { status: "Cancelled", note: reason }, requesterOf(who, check));
}

/** POST /order/:id/return: only a delivered order, within the return window; asking twice changes nothing. */
export function requestReturn(deps: LifecycleDeps, userId: string, orderId: string, reason: string) {
  const check = (order: OrderRow) => {
    if (order.orderStatus === "Return requested") return;
    if (order.orderStatus !== "Delivered" || !order.deliveredAt) {
      throw conflict(`Only a delivered order can be returned; this one is ${order.orderStatus}.`, { orderStatus: order.orderStatus });
    }
    const end = returnWindowEnd(order.deliveredAt);
    if (Date.now() >= end.getTime()) {
      throw conflict(`The ${RETURN_WINDOW_DAYS}-day return window for this order closed on ${longDate.format(end)}.`, { orderStatus: order.orderStatus });
    }
  };
  return changeOrderStatus(deps, orderId, { status: "Return requested", note: reason }, { actor: { id: userId, role: "shopper" }, ownerId: userId, check });
}
