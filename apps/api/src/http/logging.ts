import { DrizzleQueryError } from "drizzle-orm";
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";
import { stdSerializers, type Bindings, type ChildLoggerOptions, type LoggerOptions } from "pino";
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

const REQUEST_BINDINGS = Symbol("request bindings");
type RequestLogger = FastifyBaseLogger & { [REQUEST_BINDINGS]?: Bindings };

/**
 * Each request's logger, its request id added to a line as the line is written rather than
 * bound when the request comes in: pino runs every binding through the wildcard redaction
 * above (about 3.5 µs a request), and most requests log nothing
 * (docs/decisions/205-honest-api-bench.md).
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const child: RequestLogger = logger.child({}, options);
  child[REQUEST_BINDINGS] = bindings;
  return child;
}

/** The API's logger: what it may not write is redacted before a line leaves the process. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { err: serializeError, req: serializeRequest },
    // A fresh object: pino merges the line into what this returns.
    mixin: (_line, _level, logger) => ({ ...(logger as RequestLogger)[REQUEST_BINDINGS] }),
  };
}

/** A request that took longer than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request lines ("incoming request", then "request completed" or "request errored"),
 * except for the public reads (docs/decisions/205-honest-api-bench.md): most of the traffic,
 * and two redacted lines cost more than answering one from memory. A public read gets one
 * line as it is answered, carrying what was asked: at debug when it came from memory and
 * succeeded, at info otherwise. Errors stay at error, and any request slower than
 * SLOW_REQUEST_MS is logged at warn as a slow request.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (request.publicRead) return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const responseTime = reply.elapsedTime;
    if (responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime }, "slow request");
      return;
    }
    if (!request.publicRead) return super.requestCompleted(error, request, reply);
    const line = { req: request, res: reply, responseTime };
    if (reply.statusCode < 400 && request.servedFromMemory) reply.log.debug(line, "request completed");
    else reply.log.info(line, "request completed");
  }
}
