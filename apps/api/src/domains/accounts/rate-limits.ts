import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { normalizeEmail } from "@vayu/shared/accounts";
import { HttpError } from "../../http/errors";

const MINUTE = 60_000;

interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Attempts allowed per client IP and per e-mail address (ADR 030). IP limits are loose
 * because mobile carriers in India put many shoppers behind one address; the e-mail
 * limits stop password guessing and mail flooding against one account.
 */
export const attemptLimits = {
  /** Staff invitations (a token, not a password); logins count failures only (./login-throttle.ts). */
  login: { perIp: { max: 50, windowMs: 15 * MINUTE } },
  register: { perIp: { max: 50, windowMs: 15 * MINUTE }, perEmail: { max: 5, windowMs: 15 * MINUTE } },
  forgotPassword: { perIp: { max: 20, windowMs: 15 * MINUTE }, perEmail: { max: 5, windowMs: 60 * MINUTE } },
  resetPassword: { perIp: { max: 20, windowMs: 15 * MINUTE } },
} satisfies Record<string, { perIp: Limit; perEmail?: Limit }>;

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`);
}

/** Route config: counted on arrival, before the body is even read. */
export function perIpLimit(limit: Limit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  };
}

function bodyEmail(body: unknown): string {
  const email = typeof body === "object" && body && "email" in body ? body.email : undefined;
  return typeof email === "string" ? normalizeEmail(email) : "";
}

/**
 * A preHandler counting attempts per e-mail of the (validated) body. It keeps its own
 * counter: the plugin lets only one of its hooks run per request. `scope` names the
 * counter: in Redis every such counter shares one key space.
 */
export function perEmailLimit(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}:${bodyEmail(request.body)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
  };
}

/** A preHandler (after authenticate) counting requests per signed-in shopper rather than per address; `scope` as above. */
export function perUserLimit(app: FastifyInstance, scope: string, limit: Limit) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${scope}:${request.user?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
  };
}
