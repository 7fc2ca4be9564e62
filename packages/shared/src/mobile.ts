import { z } from "zod";
import { MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from "./mobile-input";

export * from "./mobile-input";

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
