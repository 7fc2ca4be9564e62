import type { CreatePaymentOrderBody, PaymentOrderResponse } from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

/** POST /api/order/razorpay/order: the server prices the cart and opens a provider order (amount in paise). */
export function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrderResponse> {
  return api<PaymentOrderResponse>("/order/razorpay/order", { method: "POST", body });
}
