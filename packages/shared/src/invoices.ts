import { z } from "zod";

/** GET /order/:id/credit-notes/:creditNoteId. */
export const CreditNoteParams = z.object({
  id: z.uuid({ message: "id must be a valid id" }),
  creditNoteId: z.uuid({ message: "creditNoteId must be a valid id" }),
});
export type CreditNoteParamsType = z.infer<typeof CreditNoteParams>;

/** A GST tax invoice or credit note: the bytes of an A4 PDF (`application/pdf`). */
export const PdfResponse = z.unknown().describe("A PDF document (application/pdf)");
