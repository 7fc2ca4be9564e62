import type { OrderDetailType } from "@vayu/shared/orders";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { sampleAddress } from "@vayu/shared/testing";
import { product } from "./storefront";

/** A cash-on-delivery order awaiting its shopper's confirmation, as GET /api/order/:id answers it (docs/decisions/305-cod-confirmation.md). */

export const COD_ORDER_ID = "4b0a3c1e-0000-4000-8000-0000000000d1";
export const codPlacedAt = "2026-11-26T06:30:00.000Z";

export const awaitingCodOrder: OrderDetailType = {
  _id: COD_ORDER_ID,
  orderNumber: 100077,
  number: 100077,
  products: [{ product: product(1, { title: "Pedestal Fan" }), quantity: 1, price: 2499, discount: 0 }],
  subtotal: 2499,
  couponCode: null,
  couponDiscount: 0,
  prepaidDiscount: 0,
  shippingFee: 5,
  codCharge: 0,
  totalAmount: 2504,
  paymentType: "COD",
  paymentMethod: null,
  amountDue: 2504,
  paymentCollectedAt: null,
  orderStatus: "Awaiting confirmation",
  address: { _id: "4b0a3c1e-0000-4000-8000-0000000000e1", ...sampleAddress },
  order_id: null,
  transactionId: null,
  createdAt: codPlacedAt,
  invoiceUrl: null,
  expectedDelivery: null,
  deliveredAt: null,
  history: [{ status: "Awaiting confirmation", at: codPlacedAt }],
  tracking: null,
  refunds: [],
  cancellable: true,
  returnableUntil: null,
  returnedToOrigin: null,
  cancellingCreditNoteUrl: null,
};
export const answeredCodOrder = (status: "Placed" | "Cancelled"): OrderDetailType => ({
  ...awaitingCodOrder,
  orderStatus: status,
  cancellable: status === "Placed",
  history: [...awaitingCodOrder.history, { status, at: "2026-11-26T07:00:00.000Z" }],
});


/** The same order as /track shows it, awaiting its answer through the message's link (which `answer` names). */
export const trackedAwaitingCod: TrackedOrderType = {
  number: 100077,
  status: "Awaiting confirmation",
  placedAt: codPlacedAt,
  timeline: [{ status: "Awaiting confirmation", at: codPlacedAt }],
  items: [{ title: "Pedestal Fan", quantity: 1 }],
  amounts: { subtotal: 2499, discount: 0, shipping: 5, codCharge: 0, total: 2504 },
  paymentType: "COD",
  tracking: null,
  expectedBy: null,
  deliveredAt: null,
  city: "Bengaluru",
  pincode: "560001",
  answer: { orderId: COD_ORDER_ID },
};
