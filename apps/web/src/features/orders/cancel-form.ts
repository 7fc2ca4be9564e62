import { z } from "zod";
import { cancelOrderBody } from "@vayu/shared/orders";

/** The cancel dialog's optional reason: left out when blank, else checked by the API's schema. */
export const cancelForm = z
  .object({ reason: z.string() })
  .transform(({ reason }) => (reason.trim() ? { reason: reason.trim() } : {}))
  .pipe(cancelOrderBody);
export type CancelFormValues = z.input<typeof cancelForm>;
