import { PlaceOrderResponse, type PlaceOrderBody, type PlaceOrderResponseType } from "@vayu/shared/orders";
import { api } from "../../../lib/api";

/** POST /api/order: turns the verified payment into the order (idempotent per order_id). */
export function placeOrder(body: PlaceOrderBody): Promise<PlaceOrderResponseType> {
  return api(PlaceOrderResponse, "/order", { method: "POST", body });
}
