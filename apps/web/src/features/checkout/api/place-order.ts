import type { PlaceOrderBody, PlaceOrderResponseType } from "@vayu/shared/orders";
import { api } from "../../../lib/api";

const placeOrderResponse = () => import("@vayu/shared/orders").then((schemas) => schemas.PlaceOrderResponse);

/**
 * POST /api/order: turns the verified payment into the order (idempotent per order_id), or
 * places a cash-on-delivery order; a repeat with the same `idempotencyKey` gets the order the
 * first one placed.
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey?: string): Promise<PlaceOrderResponseType> {
  return api(placeOrderResponse, "/order", {
    method: "POST",
    body,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  });
}
