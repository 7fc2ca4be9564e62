import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { MFA_TOKEN_MINUTES } from "@vayu/shared/staff-mfa";

/**
 * The ticket between a staff login's password and its code: a JWT signed with a key of its
 * own (derived from the JWT secret), so it can never pass as an access token, for 5 minutes.
 */
const AUDIENCE = "vayu:staff-mfa";

function key(jwtSecret: string) {
  return createHmac("sha256", jwtSecret).update("staff-mfa-ticket v1").digest();
}

export async function signMfaToken(user: { id: string; tokenVersion: number }, jwtSecret: string): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + MFA_TOKEN_MINUTES * 60)
    .sign(key(jwtSecret));
}

export async function verifyMfaToken(token: string, jwtSecret: string): Promise<{ userId: string; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(jwtSecret), { algorithms: ["HS256"], audience: AUDIENCE });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
