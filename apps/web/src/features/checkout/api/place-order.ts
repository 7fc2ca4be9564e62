import type { PlaceOrderBody, PlaceOrderResponse } from "@vayu/shared/orders";
import { api } from "../../../lib/api";

/** POST /api/order: turns the verified payment into the order (idempotent per order_id). */
export function placeOrder(body: PlaceOrderBody): Promise<PlaceOrderResponse> {
  return api<PlaceOrderResponse>("/order", { method: "POST", body });
}
