import { z } from "zod";

/**
 * Back-in-stock e-mails (docs/decisions/172-back-in-stock.md): a signed-in shopper asks to be
 * told once when a sold-out product can be bought again.
 */

/** GET /product/:id/notify: whether the caller is waiting for this product. */
export const StockAlertStatusResponse = z.object({ subscribed: z.boolean() });
export type StockAlertStatusResponseType = z.infer<typeof StockAlertStatusResponse>;

/** POST and DELETE /product/:id/notify: the decisions' `{ message }` and where the caller now stands. */
export const StockAlertResponse = StockAlertStatusResponse.extend({ message: z.string() });
export type StockAlertResponseType = z.infer<typeof StockAlertResponse>;

/** POST /notify/unsubscribe: the token of the e-mail's unsubscribe link. */
export const StockAlertUnsubscribeBody = z
  .object({
    token: z
      .string({ error: "token is required" })
      .min(1, { error: "token is required" })
      .max(1000, { error: "token is too long" }),
  })
  .strict();
export type StockAlertUnsubscribeBodyType = z.infer<typeof StockAlertUnsubscribeBody>;

export const StockAlertUnsubscribeResponse = z.object({
  message: z.string(),
  product: z.object({ _id: z.string(), title: z.string() }),
});
export type StockAlertUnsubscribeResponseType = z.infer<typeof StockAlertUnsubscribeResponse>;

/** The confirmation of an unsubscribe link, naming the product. */
export function stockAlertOffMessage(productTitle: string): string {
  return `You will not be e-mailed about ${productTitle}.`;
}
