import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { stdSerializers, type LoggerOptions } from "pino";
import { causeChain, pgErrorCode } from "./pg-errors";

const CENSOR = "[redacted]";

/**
 * Logged keys whose values are credentials or a shopper's personal data, at the top of a log
 * line or one level down (pino's redact paths: docs/decisions/031-bad-input-and-logs.md).
 * `to` is the mailer's recipient.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "passwordHash",
  "token",
  "accessToken",
  "email",
  "to",
  "address",
  "mobile",
];
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/**
 * pino's error serializer without the values of a failed query. Drizzle's DrizzleQueryError
 * carries them as `params` and again in its message and stack ("Failed query: …\nparams: …");
 * a driver's `detail` quotes them too ("Failing row contains (…)", "Key (email)=(…)").
 * The SQLSTATE is added, as the driver's error is otherwise only quoted in the message.
 */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  for (const e of causeChain(error)) {
    if (!(e instanceof DrizzleQueryError)) continue;
    const values = `\nparams: ${String(e.params)}`;
    serialized.message = serialized.message.replaceAll(values, `\nparams: ${CENSOR}`);
    serialized.stack = serialized.stack.replaceAll(values, `\nparams: ${CENSOR}`);
  }
  delete serialized.params;
  delete serialized.detail;
  const sqlState = pgErrorCode(error);
  if (sqlState) serialized.sqlState = sqlState;
  return serialized;
}

/** Fastify's request fields, with the token of a password reset page's address hidden. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/(\/reset-password\/)[^/?#]+/, `$1${CENSOR}`),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The API's logger: what it may not write is redacted before a line leaves the process. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { err: serializeError, req: serializeRequest },
  };
}
