import { z } from "zod";
import { pincodeParam } from "@vayu/shared/delivery";

/**
 * What the shopper types in the product page's delivery check, spaces allowed ("110 001"),
 * checked as the API checks a pincode. Loaded when the check is first used, not with the page
 * (docs/decisions/177-lean-first-load.md).
 */
export const pincodeForm = z.object({
  pin: z
    .string()
    .transform((pin) => pin.replace(/\s/g, ""))
    .pipe(pincodeParam.shape.pin),
});
