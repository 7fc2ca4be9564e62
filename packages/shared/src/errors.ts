import { z } from "zod";

/** Every error the API answers (docs/product/http-contract.md "Conventions"): a message, and where it helps the field at fault. */
export const ErrorResponse = z.looseObject({ message: z.string() });
export type ErrorResponseType = z.infer<typeof ErrorResponse>;
