import { z } from "zod";
import { ORDER_STATUSES } from "./orders";

/**
 * The dispatch desk's documents (docs/decisions/189-dispatch-documents.md): per order
 * `GET /admin/orders/:id/invoice`, `/packing-slip` and `/label`, and a day's orders in one
 * PDF at `GET /admin/orders/labels.pdf` and `/admin/orders/packing-slips.pdf`.
 */

/** A day's batch: orders now in `status` (Packed unless told) that reached it on `date` (India's day), or on any day without it. */
export const DispatchBatchQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(", ")}` })
    .default("Packed"),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Choose the day as YYYY-MM-DD, for example 2026-11-26." })
    .optional(),
});
export type DispatchBatchQueryType = z.input<typeof DispatchBatchQuery>;
export type DispatchBatch = z.output<typeof DispatchBatchQuery>;

/** A batch holds at most this many orders: a courier pickup, not the whole year. */
export const DISPATCH_BATCH_LIMIT = 300;

/** The store's paths for an order's dispatch documents, for the console's download buttons. */
export const dispatchDocumentPath = (orderId: string, document: "invoice" | "packing-slip" | "label") =>
  `/api/admin/orders/${orderId}/${document}`;

export const dispatchBatchPath = (document: "labels" | "packing-slips", query: DispatchBatchQueryType) => {
  const params = new URLSearchParams({
    status: query.status ?? "Packed",
    ...(query.date ? { date: query.date } : {}),
  });
  return `/api/admin/orders/${document}.pdf?${params.toString()}`;
};
