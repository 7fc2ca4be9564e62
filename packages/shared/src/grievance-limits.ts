// The complaint form's bounds, without zod: its inputs carry them on the page's first load
// while its schema loads on first use (docs/decisions/177-lean-first-load.md).
import { MAX_EMAIL_LENGTH } from "./text-limits";

/** The longest value each field of the complaint form takes; its inputs carry these as `maxLength`. */
export const grievanceLimits = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  orderNumber: 12,
  subject: 150,
  description: 3000,
} as const;
