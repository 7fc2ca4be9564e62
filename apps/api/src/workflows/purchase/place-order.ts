import { messages } from "@vayu/shared/messages";
import { formatPaise, rupeesToPaise } from "@vayu/shared/money";
import type { OnlineOrderInput, OrderType } from "@vayu/shared/orders";
import { conflict, notFound } from "../../http/errors";
import { findPaymentOrder, type PaymentOrderRow } from "../../domains/checkout/payment-order-state";
import { placePaidOrder } from "./complete-purchase";
import type { PurchaseDeps } from "./deps";

function sameLines(paymentOrder: PaymentOrderRow, products: OnlineOrderInput["products"]): boolean {
  const claimed = new Map<string, number>();
  for (const { product, quantity } of products) claimed.set(product, (claimed.get(product) ?? 0) + quantity);
  return claimed.size === paymentOrder.lines.length && paymentOrder.lines.every((line) => claimed.get(line.productId) === line.quantity);
}

/** What the client sent must describe the payment it made; none of it is used to build the order. */
function checkClaims(paymentOrder: PaymentOrderRow, body: OnlineOrderInput) {
  if (body.transactionId !== paymentOrder.providerPaymentId) throw conflict("transactionId is not the payment of this order.");
  if (rupeesToPaise(body.totalAmount) !== paymentOrder.amountPaise) {
    throw conflict(`totalAmount does not match the ${formatPaise(paymentOrder.amountPaise)} paid for this order.`);
  }
  if (!sameLines(paymentOrder, body.products)) throw conflict("products do not match the items paid for in this order.");
  if (body.address !== undefined && body.address !== paymentOrder.address._id) {
    throw conflict("address is not the delivery address chosen for this payment.");
  }
}

/**
 * POST /order: only for the caller's payment that verify (or the webhook) confirmed, and
 * idempotent on order_id; the order is built from the payment order, never the body.
 */
export async function placeOrder(deps: PurchaseDeps, userId: string, body: OnlineOrderInput): Promise<OrderType> {
  const paymentOrder = await findPaymentOrder(deps.db, body.order_id, userId);
  if (!paymentOrder) throw notFound("Payment order not found.");
  if (!paymentOrder.providerPaymentId) {
    throw conflict(`${messages.checkout.placeOrderFailed} The payment for this order has not been confirmed.`);
  }
  checkClaims(paymentOrder, body);
  const result = await placePaidOrder(deps, paymentOrder.id);
  switch (result.outcome) {
    case "created":
    case "existing":
      return result.order;
    case "refunded":
      throw conflict(result.message, { refunded: true });
    case "unpaid":
      throw conflict(`${messages.checkout.placeOrderFailed} The payment for this order has not been confirmed.`);
  }
}
