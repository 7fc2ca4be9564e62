import { z } from "zod";
import { reasonText } from "./orders";

/**
 * Return to origin (docs/decisions/306-return-to-origin.md): a shipped cash-on-delivery parcel
 * that came back unpaid, marked by staff or from the courier's list of tracking numbers
 * (AWBs), then received back at the store with its stock and a credit note.
 */

/** The note on each order a courier's list moves. */
export const COURIER_RTO_NOTE = "Courier: returned to origin";

/** POST /admin/orders/:id/rto-received: the parcel is back; `restock` false when its units are damaged. */
export const rtoReceivedBody = z
  .object({
    restock: z.boolean({
      error: (issue) =>
        issue.input === undefined
          ? "Choose whether the units that came back go back to stock (sellable) or not (damaged)."
          : "restock must be true or false",
    }),
    note: reasonText(500, "Note").optional(),
  })
  .strict();
export type RtoReceivedBody = z.infer<typeof rtoReceivedBody>;

/** The most tracking numbers one courier list may carry. */
export const RTO_BATCH_LIMIT = 500;

/** POST /admin/orders/returned-to-origin: the tracking numbers a courier reports as come back. */
export const rtoByTrackingBody = z
  .object({
    trackingNumbers: z
      .array(z.string().trim().min(1, { message: "trackingNumbers must not hold empty numbers" }).max(100), {
        message: "trackingNumbers must be a list of tracking numbers",
      })
      .min(1, { message: "trackingNumbers must hold at least one tracking number" })
      .max(RTO_BATCH_LIMIT, { message: `trackingNumbers may hold at most ${RTO_BATCH_LIMIT} numbers at once` }),
  })
  .strict();
export type RtoByTrackingBody = z.infer<typeof rtoByTrackingBody>;

/**
 * What the courier's list did: `moved` now Returned to origin, `already` were before (a repeat
 * changes nothing), `notFound` match no order, `refused` match one that cannot move (and why).
 */
export const RtoByTrackingResponse = z.object({
  moved: z.array(z.object({ trackingNumber: z.string(), orderNumber: z.number() })),
  already: z.array(z.object({ trackingNumber: z.string(), orderNumber: z.number() })),
  notFound: z.array(z.string()),
  refused: z.array(z.object({ trackingNumber: z.string(), orderNumber: z.number(), reason: z.string() })),
});
export type RtoByTrackingResponseType = z.infer<typeof RtoByTrackingResponse>;

/** A header of a courier's CSV that names the tracking number column. */
const TRACKING_HEADER = /^(awb( ?(no\.?|number))?|tracking( ?(id|no\.?|number))?|waybill( ?(no\.?|number))?|consignment( ?(no\.?|number))?)$/i;

const csvCells = (line: string) => line.split(",").map((cell) => cell.trim().replace(/^"(.*)"$/, "$1").trim());

/**
 * The tracking numbers in what staff paste or upload: a courier's CSV whose header has a
 * tracking number column (AWB, Tracking number, Waybill...), or a plain list, one number per
 * line or separated by commas or spaces. Each number once, in the order given.
 */
export function trackingNumbersIn(text: string): string[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = lines[0] ? csvCells(lines[0]) : [];
  const column = header.findIndex((cell) => TRACKING_HEADER.test(cell));
  const numbers =
    column >= 0
      ? lines.slice(1).map((line) => csvCells(line)[column] ?? "")
      : lines.flatMap((line) => line.split(/[\s,;]+/));
  return [...new Set(numbers.map((n) => n.trim()).filter((n) => n !== ""))];
}

/**
 * Staff's view of a COD order's risk (docs/decisions/306-return-to-origin.md): the shopper's
 * refused parcels, and the pincode's refused parcels against its shipped COD parcels over
 * the last `days` days.
 */
export const CodRisk = z.object({
  refusedParcels: z.number(),
  pincode: z.string(),
  days: z.number(),
  pincodeRto: z.number(),
  pincodeShipped: z.number(),
});
export type CodRiskType = z.infer<typeof CodRisk>;
