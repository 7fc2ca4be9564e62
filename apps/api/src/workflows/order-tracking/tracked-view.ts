import { deliveryPromise, type OrderDetailType } from "@vayu/shared/orders";
import type { TrackedOrderType } from "@vayu/shared/tracking";

/**
 * The read-only view of an order that a signed link or a track code opens
 * (docs/decisions/300-signed-order-links-and-track-codes.md): its steps, items, amounts and
 * tracking, the city and pincode, and nothing else of the account.
 */
export function trackedView(order: OrderDetailType): TrackedOrderType {
  const promise = deliveryPromise(order);
  return {
    number: order.orderNumber,
    status: order.orderStatus,
    placedAt: order.createdAt,
    timeline: order.history.map((step) => ({ status: step.status, at: step.at })),
    items: order.products.map((line) => ({ title: line.product.title, quantity: line.quantity })),
    amounts: {
      subtotal: order.subtotal,
      discount: order.couponDiscount + order.prepaidDiscount,
      shipping: order.shippingFee,
      codCharge: order.codCharge,
      total: order.totalAmount,
    },
    paymentType: order.paymentType,
    tracking: order.tracking ? { courier: order.tracking.courier, number: order.tracking.number, url: order.tracking.url ?? null } : null,
    expectedBy: promise && "expectedBy" in promise ? promise.expectedBy : null,
    deliveredAt: order.deliveredAt,
    city: order.address.city,
    pincode: order.address.zipCode,
  };
}
