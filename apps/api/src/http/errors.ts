import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isPgDataError, pgErrorCode } from "./pg-errors";

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A password that does not match: the one failure the login throttle counts (domains/accounts/password-guard.ts). */
export class WrongPassword extends HttpError {}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);

/** zod's own wording ("Invalid input: expected string…", "Too small…") does not say which field. */
const GENERIC_MESSAGE = /^(Invalid (input|option|string|type|UUID|key|element|union|email address)\b|Too (small|big)\b|Unrecognized key|Expected\b|Required$)/;

/** The message names the field: our schemas' messages do already; zod's generic ones get the field prefixed. */
function fieldMessage(field: string, message: string): string {
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** What a shopper is told while the database restarts. */
export const DATABASE_AWAY = "The store is busy for a moment. Please try again in a few seconds.";

/** Every error is JSON `{ message }`; bad input is a 4xx, never a 500 (docs/product/http-contract.md "Conventions"). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { field, message: fieldMessage(field, v.message ?? "is invalid") };
      });
      return reply.status(400).send({ message: errors[0]!.message, field: errors[0]!.field, errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (isPgDataError(error)) {
      request.log.warn({ sqlState: pgErrorCode(error) }, "database refused a value of the request");
      return reply.status(400).send({ message: "A value in the request is not valid." });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restarting or failing over: the pool reconnects by itself; the client may press again (ADR 240).
      request.log.warn({ err: error }, "the database is not answering");
      return reply.status(503).header("retry-after", "2").send({ message: DATABASE_AWAY });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
    }
    return reply.status(status).send({ message: error.message });
  });
}
