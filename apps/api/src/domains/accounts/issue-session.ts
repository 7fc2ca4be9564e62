import type { FastifyInstance, FastifyReply } from "fastify";
import { endPageSession, startPageSession } from "../../http/page-session";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./tokens";

/**
 * A new access token for the user: answered to the JavaScript client and, as the page session
 * cookie, kept by the browser for pages and their forms (docs/decisions/195-forms-before-javascript.md).
 */
export async function issueSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
  /** `mfa`: the login passed the staff second factor (docs/decisions/230-staff-second-factor.md). */
  proof: { mfa?: boolean } = {},
): Promise<string> {
  const token = await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion, ...proof }, app.config.jwtSecret);
  startPageSession(reply, token, app.config.publicUrl, ACCESS_TOKEN_TTL_SECONDS);
  return token;
}

/** The page session of a token the client already holds (one issued before the cookie existed). */
export function keepPageSession(app: FastifyInstance, reply: FastifyReply, token: string) {
  startPageSession(reply, token, app.config.publicUrl, ACCESS_TOKEN_TTL_SECONDS);
}

export { endPageSession };
