import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endPageSession, startPageSession } from "../../http/page-session";
import { renewSession, startSession, type SessionClient } from "./sessions";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "./tokens";

/** The browser a request came from, as a session records it. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers["user-agent"] ?? "", clientAddress: request.ip };
}

export interface IssueSessionOptions {
  /** false: the token only, without the page session cookie (sign-up, whose shopper logs in next). */
  pageSession?: boolean;
  /** Goes on with this session of the user under a new token (a password change keeps the device signed in). */
  sessionId?: string;
  /** The login passed the staff second factor (docs/decisions/230-staff-second-factor.md). */
  mfa?: boolean;
}

/**
 * A new access token for the user, the one place a login's token is made: a server-side session
 * (docs/decisions/225-sessions-that-end.md) whose id the token carries, answered to the JavaScript
 * client and, as the page session cookie, kept by the browser for pages and their forms
 * (docs/decisions/195-forms-before-javascript.md).
 */
export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; tokenVersion: number },
  options: IssueSessionOptions = {},
): Promise<string> {
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  let sessionId = options.sessionId;
  if (sessionId) await renewSession(app.db, user.id, sessionId, expiresAt);
  else sessionId = await startSession(app.db, user.id, sessionClientOf(request), expiresAt);
  const token = await signAccessToken({ userId: user.id, tokenVersion: user.tokenVersion, sessionId, mfa: options.mfa }, app.config.jwtSecret);
  if (options.pageSession !== false) startPageSession(reply, token, app.config.publicUrl, ACCESS_TOKEN_TTL_SECONDS);
  return token;
}

/** The page session of a token the client already holds (one issued before the cookie existed). */
export function keepPageSession(app: FastifyInstance, reply: FastifyReply, token: string) {
  startPageSession(reply, token, app.config.publicUrl, ACCESS_TOKEN_TTL_SECONDS);
}

export { endPageSession };
