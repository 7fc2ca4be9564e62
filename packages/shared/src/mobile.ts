import { z } from "zod";

/**
 * Indian mobile numbers as shoppers type or paste them: "98765 43210", "+91 98765 43210",
 * "+91-98765-43210", "098765 43210", "919876543210" (ADR 063). Every form and the API read
 * them through `normalizeMobile`, so all of these are the same 10 digits everywhere.
 */

/** Long enough for a number written with +91 and separators; forms use it as the input's maxLength. */
export const MOBILE_INPUT_MAX_LENGTH = 20;

const SEPARATORS = /[\s\-.()]/g;
const WITH_PREFIX = /^(?:\+91|91|0)(\d{10})$/;

/**
 * The 10 digits of a number written with spaces, dashes, dots or brackets and a leading +91,
 * 91 or 0; anything else comes back without its separators, for validation to refuse.
 */
export function normalizeMobile(value: string): string {
  const compact = value.replace(SEPARATORS, "");
  return WITH_PREFIX.exec(compact)?.[1] ?? compact;
}

/**
 * A required mobile number field: blank gets `requiredMessage`; anything that is not 10
 * digits matching `pattern` once normalised gets `invalidMessage`.
 */
export function mobileNumber(requiredMessage: string, invalidMessage: string, pattern = /^\d{10}$/) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(MOBILE_INPUT_MAX_LENGTH, { error: invalidMessage })
    .transform(normalizeMobile)
    .pipe(z.string().regex(pattern, { error: invalidMessage }));
}
