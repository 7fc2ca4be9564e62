import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isLocale, type Locale } from "@vayu/shared/locale";
import { messagesFor } from "../i18n";
import { errorInLocale } from "./error-language";
import { errorTexts } from "./error-texts";
import { isDatabaseUnavailable, isPgDataError, pgErrorCode } from "./pg-errors";

type ShopperMessages = ReturnType<typeof messagesFor>;

/**
 * An error whose message is safe to show the client, with its HTTP status. The message is the
 * spec's English; the client reads it in its language (http/error-language.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** The message in a language, for a message with values (a count, a time). */
    readonly inLocale: (locale: Locale) => string = (locale) => errorInLocale(message, locale),
  ) {
    super(message);
  }
}

/** An error whose message is a phrase with values: `localisedError(400, (m) => m.phoneLogin.codeWrong(2))`. */
export const localisedError = (status: number, say: (m: ShopperMessages) => string, extra?: Record<string, unknown>) =>
  new HttpError(status, say(messagesFor("en")), extra, (locale) => say(messagesFor(locale)));

/** A password that does not match: the one failure the login throttle counts (domains/accounts/password-guard.ts). */
export class WrongPassword extends HttpError {}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message: string = errorTexts.logIn.message) => new HttpError(401, message);
export const forbidden = (message: string = errorTexts.notAllowed.message) => new HttpError(403, message);
export const notFound = (message: string = errorTexts.notFound.message) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);

/** zod's own wording ("Invalid input: expected string…", "Too small…") does not say which field. */
const GENERIC_MESSAGE = /^(Invalid (input|option|string|type|UUID|key|element|union|email address)\b|Too (small|big)\b|Unrecognized key|Expected\b|Required$)/;

/** The message names the field: our schemas' messages do already; zod's generic ones get the field prefixed. */
function fieldMessage(field: string, message: string): string {
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** What a shopper is told while the database restarts. */
export const DATABASE_AWAY = errorTexts.busy.message;

/**
 * Every error is JSON `{ message }`; bad input is a 4xx, never a 500 (docs/product/http-contract.md "Conventions").
 * Messages are in the request's language: the spec's English, or Hindi for `Accept-Language: hi` (ADR 322).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A request the language hook has not seen (an app without it) is answered in English.
    const locale = isLocale(request.locale) ? request.locale : "en";
    const say = (english: string) => errorInLocale(english, locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { field, message: say(fieldMessage(field, v.message ?? errorTexts.isInvalid.message)) };
      });
      return reply.status(400).send({ message: errors[0]!.message, field: errors[0]!.field, errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.inLocale(locale), ...error.extra });
    }
    if (isPgDataError(error)) {
      request.log.warn({ sqlState: pgErrorCode(error) }, "database refused a value of the request");
      return reply.status(400).send({ message: say(errorTexts.badValue.message) });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restarting or failing over: the pool reconnects by itself; the client may press again (ADR 240).
      request.log.warn({ err: error }, "the database is not answering");
      return reply.status(503).header("retry-after", "2").send({ message: say(DATABASE_AWAY) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: say(errorTexts.ourSide.message) });
    }
    return reply.status(status).send({ message: say(error.message) });
  });
}
