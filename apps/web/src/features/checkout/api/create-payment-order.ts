import type { CreatePaymentOrderBody, PaymentOrderResponseType } from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

const paymentOrderResponse = () => import("@vayu/shared/checkout").then((schemas) => schemas.PaymentOrderResponse);

/** POST /api/order/razorpay/order: the server prices the cart and opens a provider order (amount in paise). */
export function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrderResponseType> {
  return api(paymentOrderResponse, "/order/razorpay/order", { method: "POST", body });
}
