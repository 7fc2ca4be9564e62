import { ApiError } from "../../lib/api";

/** The order a repeated cash-on-delivery submit already placed (409 `{ orderId }`). */
export function alreadyPlaced(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  return typeof body === "object" && body && "orderId" in body && typeof body.orderId === "string" ? body.orderId : null;
}
