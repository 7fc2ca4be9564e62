import type { MessagePreferencesBodyType, TrackRequestBodyType, TrackVerifyBodyType } from "@vayu/shared/tracking";
import { api } from "../../lib/api";

// The answers' schemas, loaded with the request, not with the page (docs/decisions/177-lean-first-load.md).
const MessageResponse = () => import("@vayu/shared/errors").then((schemas) => schemas.MessageResponse);
const TrackedOrderResponse = () => import("@vayu/shared/tracking").then((schemas) => schemas.TrackedOrderResponse);
const MessagePreferencesResponse = () =>
  import("@vayu/shared/tracking").then((schemas) => schemas.MessagePreferencesResponse);

/** POST /api/track/request: the same answer whether or not the pair matches an order. */
export function requestTrackCode(body: TrackRequestBodyType) {
  return api(MessageResponse, "/track/request", { method: "POST", body });
}

/** POST /api/track/verify: the order's read-only view for the right code. */
export function verifyTrackCode(body: TrackVerifyBodyType) {
  return api(TrackedOrderResponse, "/track/verify", { method: "POST", body });
}

/** GET /api/track/link?t=: the order a signed link in a message opens. */
export function openOrderLink(token: string) {
  return api(TrackedOrderResponse, `/track/link?t=${encodeURIComponent(token)}`);
}

/**
 * POST /api/order/:id/confirm or /cancel with the signed link of a COD confirmation message,
 * no login (docs/decisions/305-cod-confirmation.md): the order's read-only view as it now stands.
 */
export function answerByLink(orderId: string, answer: "confirm" | "cancel", token: string) {
  return api(TrackedOrderResponse, `/order/${orderId}/${answer}`, { method: "POST", body: { t: token } });
}

/** GET/PUT /api/account/message-preferences */
export function getMessagePreferences() {
  return api(MessagePreferencesResponse, "/account/message-preferences");
}

export function saveMessagePreferences(body: MessagePreferencesBodyType) {
  return api(MessagePreferencesResponse, "/account/message-preferences", { method: "PUT", body });
}
