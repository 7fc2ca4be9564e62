import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { CreditNoteParams, PdfResponse } from "@vayu/shared/invoices";
import { currentUser } from "../accounts/auth-guard";
import { notFound } from "../../http/errors";
import { creditNotePdf, invoicePdf, type CustomerCare } from "./pdf";
import { findCreditNote, findInvoiceOfOrder } from "./service";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../settings/service";

const pdfResponses = { 200: PdfResponse, ...errorResponses } as const;

/** "VHA/26-27/000001" -> "VHA-26-27-000001.pdf". */
const fileName = (serial: string) => `${serial.replaceAll("/", "-")}.pdf`;

/** The store's customer care as its settings give it now. */
async function customerCare(db: DbOrTx): Promise<CustomerCare> {
  const settings = await getSettings(db);
  return { storeName: settings.storeName, phone: settings.phones[0] ?? "", email: settings.supportEmail };
}

/** Tax documents (docs/decisions/146-gst-tax-invoices.md): another shopper's are 404, as their orders are. */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Staff open any order's documents (from the order console); a shopper only their own. */
  const ownerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return user.role === "admin" ? undefined : user.id;
  };

  app.get(
    "/order/:id/invoice",
    { schema: { params: idParam, response: pdfResponses }, preHandler: app.authenticate },
    async (request, reply) => {
      const invoice = await findInvoiceOfOrder(app.db, request.params.id, ownerOf(request));
      if (!invoice) throw notFound("Invoice not found.");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${fileName(invoice.serial)}"`)
        .header("cache-control", "private, no-store")
        .send(await invoicePdf(invoice, await customerCare(app.db)));
    },
  );

  app.get(
    "/order/:id/credit-notes/:creditNoteId",
    { schema: { params: CreditNoteParams, response: pdfResponses }, preHandler: app.authenticate },
    async (request, reply) => {
      const found = await findCreditNote(
        app.db,
        request.params.id,
        request.params.creditNoteId,
        ownerOf(request),
      );
      if (!found) throw notFound("Credit note not found.");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${fileName(found.creditNote.serial)}"`)
        .header("cache-control", "private, no-store")
        .send(await creditNotePdf(found.creditNote, found.invoice, await customerCare(app.db)));
    },
  );
};

export default invoicesRoutes;
