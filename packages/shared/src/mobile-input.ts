// Reading a typed mobile number and showing a stored one, without zod: a form on a page's first
// load carries the input's bound while its schema loads on first use
// (docs/decisions/177-lean-first-load.md).

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

/** "+91 98765 43210": how a stored number is shown. */
export function formatMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
