import { PlaceOrderResponse, type PlaceOrderBody, type PlaceOrderResponseType } from "@vayu/shared/orders";
import { api } from "../../../lib/api";

/**
 * POST /api/order: turns the verified payment into the order (idempotent per order_id), or
 * places a cash-on-delivery order; a repeat with the same `idempotencyKey` gets the order the
 * first one placed.
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey?: string): Promise<PlaceOrderResponseType> {
  return api(PlaceOrderResponse, "/order", {
    method: "POST",
    body,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  });
}
