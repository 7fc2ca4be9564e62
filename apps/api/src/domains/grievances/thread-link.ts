import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * The link in our e-mails that lets a complainant read their ticket and answer without an
 * account (docs/decisions/185-grievance-replies-and-deadlines.md). Signed with a key derived
 * from JWT_SECRET for this purpose only, so it can never pass as an access token; it expires,
 * and every e-mail we send carries a fresh one.
 */
const AUDIENCE = "grievance-thread";
export const THREAD_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

const key = (secret: string) => createHmac("sha256", secret).update(AUDIENCE).digest();

export function signThreadToken(
  grievanceId: string,
  secret: string,
  ttlSeconds = THREAD_LINK_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(grievanceId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The grievance id of a genuine, unexpired token, or null. */
export async function verifyThreadToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], audience: AUDIENCE });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

export const threadUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/grievance/ticket?token=${encodeURIComponent(token)}`;
