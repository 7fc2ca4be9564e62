import {
  PaymentOrderResponse,
  type CreatePaymentOrderBody,
  type PaymentOrderResponseType,
} from "@vayu/shared/checkout";
import { api } from "../../../lib/api";

/** POST /api/order/razorpay/order: the server prices the cart and opens a provider order (amount in paise). */
export function createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrderResponseType> {
  return api(PaymentOrderResponse, "/order/razorpay/order", { method: "POST", body });
}
