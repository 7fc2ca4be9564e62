// The complaint form's and the reply thread's bounds, without zod: their inputs carry them on the
// page's first load while their schemas load on first use (docs/decisions/177-lean-first-load.md).
import { MAX_EMAIL_LENGTH } from "./text-limits";

/** The longest value each field of the complaint form takes; its inputs carry these as `maxLength`. */
export const grievanceLimits = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  orderNumber: 12,
  subject: 150,
  description: 3000,
} as const;

/** The longest message of the reply thread, either side. */
export const GRIEVANCE_MESSAGE_MAX = 3000;
