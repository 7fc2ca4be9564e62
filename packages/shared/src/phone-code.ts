// The code by SMS of the phone login, without zod: the login page's fields and countdown carry
// these on its first load while its checks load on first use (docs/decisions/177-lean-first-load.md).

export const PHONE_CODE_LENGTH = 6;
/** Seconds before the same number may be sent another code. */
export const RESEND_AFTER_SECONDS = 30;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
