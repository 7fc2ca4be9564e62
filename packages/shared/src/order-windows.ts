import type { OrderStatus, OrderType } from "./orders";

/**
 * An order's delivery promise and return window: rules the shopper's order pages show, kept apart
 * from the order schemas so those pages load no zod (docs/decisions/177-lean-first-load.md).
 */

/** Statuses in which the order is still on its way to the shopper. */
export const ON_ITS_WAY: readonly OrderStatus[] = ["Awaiting confirmation", "Placed", "Packed", "Shipped", "Out for delivery"];

/**
 * What an order page says about delivery (docs/decisions/192-expected-delivery.md): the last
 * day of the window promised at placing while the order is on its way, the day it arrived
 * once delivered, nothing for a cancelled order or one placed before windows were recorded.
 */
export function deliveryPromise(
  order: Pick<OrderType, "orderStatus" | "expectedDelivery" | "deliveredAt">,
): { expectedBy: string } | { deliveredOn: string } | null {
  if (order.deliveredAt) return { deliveredOn: order.deliveredAt };
  if (order.expectedDelivery && ON_ITS_WAY.includes(order.orderStatus))
    return { expectedBy: order.expectedDelivery.to };
  return null;
}

/** Days after delivery within which a shopper may ask to return an order (docs/decisions/092-returns.md). */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the return window of an order delivered at `deliveredAt`. */
export function returnWindowEnd(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}
