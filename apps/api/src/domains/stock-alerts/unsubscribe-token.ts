import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * The e-mail's unsubscribe link carries a signed token naming the shopper and the product, so
 * it works without signing in and cannot be made up for someone else. It is signed with a key
 * derived from JWT_SECRET for this purpose only: it can never pass as an access token, nor an
 * access token as it. No expiry: an unsubscribe link must keep working.
 */
const AUDIENCE = "stock-alert-unsubscribe";

function key(secret: string): Uint8Array {
  return createHmac("sha256", secret).update(AUDIENCE).digest();
}

export interface UnsubscribeClaims {
  userId: string;
  productId: string;
}

export function signUnsubscribeToken(claims: UnsubscribeClaims, secret: string): Promise<string> {
  return new SignJWT({ pid: claims.productId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(key(secret));
}

/** The claims of a genuine token, or null for a forged or damaged one. */
export async function verifyUnsubscribeToken(token: string, secret: string): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], audience: AUDIENCE });
    if (typeof payload.sub !== "string" || typeof payload.pid !== "string") return null;
    return { userId: payload.sub, productId: payload.pid };
  } catch {
    return null;
  }
}
