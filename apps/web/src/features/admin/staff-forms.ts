import { z } from "zod";
import { orderRefundBody, orderStatusChangeBody } from "@vayu/shared/admin";
import type { OrderStatus } from "@vayu/shared/orders";

// What staff type (text boxes hold strings) turned into the API's body, then checked by the
// API's own schema from @vayu/shared, so the form refuses exactly what the server would.

/** A yes/no staff must answer (back to stock?): radio buttons with nothing chosen at first. */
export const yesNo = z.enum(["", "yes", "no"]);
export type YesNo = z.infer<typeof yesNo>;
export const yesNoValue = (value: YesNo) => (value === "" ? undefined : value === "yes");

/**
 * The status form of one order, moving from `from`: a note stays internal unless
 * `showToShopper` is ticked; Returned asks whether the units go back to stock.
 */
export function statusChangeForm(from: OrderStatus) {
  return z
    .object({
      status: z.string(),
      note: z.string(),
      showToShopper: z.boolean(),
      tracking: z.object({ courier: z.string(), number: z.string(), url: z.string() }),
      restock: yesNo,
    })
    .superRefine((values, ctx) => {
      if (!values.status)
        ctx.addIssue({ code: "custom", path: ["status"], message: "Choose the new status." });
      if (from === "Return requested" && values.status === "Delivered" && !values.note.trim()) {
        ctx.addIssue({
          code: "custom",
          path: ["note"],
          message: "Write why the return is rejected: the shopper is told this reason",
        });
      }
    })
    .transform(({ status, note, showToShopper, tracking, restock }) => ({
      status,
      ...(note.trim() ? { note, showToShopper } : {}),
      ...(status === "Returned" ? { restock: yesNoValue(restock) } : {}),
      ...(status === "Shipped"
        ? {
            tracking: {
              courier: tracking.courier,
              number: tracking.number,
              ...(tracking.url.trim() ? { url: tracking.url.trim() } : {}),
            },
          }
        : {}),
    }))
    .pipe(orderStatusChangeBody);
}
export type StatusChangeFormValues = z.input<ReturnType<typeof statusChangeForm>>;

/** A refund of an amount, or of units of one line (`productId`). */
export const refundForm = z
  .object({ productId: z.string(), quantity: z.string(), amount: z.string(), reason: z.string() })
  .transform(({ productId, quantity, amount, reason }) => ({
    reason,
    ...(amount.trim() ? { amount: Number(amount) } : {}),
    ...(productId ? { productId, quantity: Number(quantity) } : {}),
  }))
  .pipe(orderRefundBody);
export type RefundFormValues = z.input<typeof refundForm>;
