import { z } from "zod";

/** A whole number from a query-string value, within bounds; `field` names it in the message. */
export const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: `${field} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `${field} must be at least ${min}` })
        .max(max, { message: `${field} must be at most ${max}` }),
    );
