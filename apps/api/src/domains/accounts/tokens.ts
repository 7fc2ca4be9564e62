import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
  /** The server-side session the token belongs to (docs/decisions/225-sessions-that-end.md). */
  sessionId: string;
  /** Set only by a login that passed the staff second factor (docs/decisions/230-staff-second-factor.md). */
  mfa?: boolean;
}

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

/** HS256 JWT with `sub` = user id, `ver` = the user's token version, `sid` = its session and `exp` in seconds. */
export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId, ...(claims.mfa && { mfa: true }) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/**
 * The claims of a valid token, or null for a forged, expired or malformed one, and for one
 * signed before sessions existed (no `sid`): its shopper logs in once more.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.sid !== "string" || !UUID.test(payload.sid))
      return null;
    return { userId: payload.sub, tokenVersion: payload.ver, sessionId: payload.sid, mfa: payload.mfa === true };
  } catch {
    return null;
  }
}
