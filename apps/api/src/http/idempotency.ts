import { z } from "zod";

/**
 * An optional `Idempotency-Key` request header: a retry of the same submission sends the same
 * key and gets the first one's result (a staff refund, a cash-on-delivery order).
 */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_:-]{1,100}$/, { message: "Idempotency-Key must be 1 to 100 letters, digits, dashes, underscores or colons" })
    .optional(),
});
