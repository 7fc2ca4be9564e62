import { errors, jwtVerify, SignJWT } from "jose";
import { localisedPath, type Locale } from "@vayu/shared/locale";
import { ORDER_LINK_TTL_DAYS } from "@vayu/shared/tracking";

/**
 * Signed order links (docs/decisions/300-signed-order-links-and-track-codes.md): an HS256 JWT
 * naming one order, with its own type so it is never taken for a session token (those carry
 * `ver` and `sid`, tokens.ts), expiring after 30 days. It opens that order's read-only view
 * and nothing else, unless it carries `ans`: the links of a cash-on-delivery confirmation
 * message may also confirm or cancel that order while it awaits confirmation
 * (docs/decisions/305-cod-confirmation.md).
 */
const TYPE = "order-link";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const key = (secret: string) => new TextEncoder().encode(`${TYPE}:${secret}`);

export function signOrderLink(
  orderId: string,
  secret: string,
  ttlSeconds = ORDER_LINK_TTL_DAYS * 24 * 60 * 60,
  { answers = false }: { answers?: boolean } = {},
): Promise<string> {
  return new SignJWT({ typ: TYPE, ...(answers && { ans: true }) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(orderId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The tracking page in the shopper's language: `/track`, `/hi/track` (docs/product/http-contract.md "Languages"). */
const trackPage = (publicUrl: string, locale: Locale) => `${publicUrl}${localisedPath("/track", locale)}`;

/** The page a link opens: `/track?t=<token>` (`/hi/track?t=` for a Hindi order). */
export async function orderLinkUrl(publicUrl: string, orderId: string, secret: string, locale: Locale = "en"): Promise<string> {
  return `${trackPage(publicUrl, locale)}?t=${await signOrderLink(orderId, secret)}`;
}

/** A COD confirmation message's answering link: the order with its Confirm and Cancel buttons. */
export async function answerLinkUrl(publicUrl: string, orderId: string, secret: string, locale: Locale = "en"): Promise<string> {
  return `${trackPage(publicUrl, locale)}?t=${await signOrderLink(orderId, secret, undefined, { answers: true })}`;
}

/** The e-mail's two links: the same answering token, the page leading with the chosen button. */
export async function answerLinkUrls(publicUrl: string, orderId: string, secret: string, locale: Locale = "en") {
  const link = await answerLinkUrl(publicUrl, orderId, secret, locale);
  return { confirm: `${link}&answer=confirm`, cancel: `${link}&answer=cancel` };
}

export type OrderLinkCheck = { orderId: string; answers: boolean } | { refused: "expired" | "invalid" };

export async function verifyOrderLink(token: string, secret: string): Promise<OrderLinkCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (payload.typ !== TYPE || typeof payload.sub !== "string" || !UUID.test(payload.sub)) return { refused: "invalid" };
    return { orderId: payload.sub, answers: payload.ans === true };
  } catch (error) {
    return { refused: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
