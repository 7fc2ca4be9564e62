import { isCancellable, RETURN_WINDOW_DAYS, returnWindowEnd } from "@vayu/shared/orders";
import type { OrderRow } from "../../domains/orders/order-detail";
import { conflict } from "../../http/errors";
import type { LifecycleDeps } from "./deps";
import { changeOrderStatus } from "./move-order";

/** What shoppers may do themselves: cancel before shipping, ask for a return within the window. */

const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** POST /order/:id/cancel: full refund, stock back; asking twice answers the cancelled order. */
export function cancelOrder(deps: LifecycleDeps, userId: string, orderId: string, reason: string | undefined) {
  const check = (order: OrderRow) => {
    if (order.orderStatus === "Cancelled" || isCancellable(order.orderStatus)) return;
    const shipped = order.orderStatus === "Shipped" || order.orderStatus === "Out for delivery";
    throw conflict(
      shipped
        ? `This order has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within ${RETURN_WINDOW_DAYS} days.`
        : `This order is ${order.orderStatus} and can no longer be cancelled.`,
      { orderStatus: order.orderStatus },
    );
  };
  return changeOrderStatus(deps, orderId, { status: "Cancelled", note: reason }, { actor: { id: userId, role: "shopper" }, ownerId: userId, check });
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
