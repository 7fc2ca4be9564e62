import { z } from "zod";

/**
 * Every error the API answers (docs/product/http-contract.md "Conventions"): a message, the
 * field at fault when the input was bad, and whatever else helps (`errors`, `success: false`).
 */
export const ErrorResponse = z.looseObject({ message: z.string(), field: z.string().optional() });
export type ErrorResponseType = z.infer<typeof ErrorResponse>;

/** The answer of an action that has nothing else to return (a deletion, a message sent). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponseType = z.infer<typeof MessageResponse>;

/**
 * The error answers every route declares beside its success (docs/decisions/110-api-contract.md):
 * bad input, not signed in, not allowed, not found, in conflict, too many attempts, our fault.
 */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
  503: ErrorResponse,
} as const;
