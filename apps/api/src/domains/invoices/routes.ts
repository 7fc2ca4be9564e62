import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { CreditNoteParams, PdfResponse } from "@vayu/shared/invoices";
import { currentUser, isStaff } from "../accounts/index";
import { notFound } from "../../http/errors";
import { creditNotePdf, invoicePdf, taxDocumentFileName as fileName } from "./pdf";
import { currentCustomerCare, findCreditNote, findInvoiceOfOrder } from "./service";

const pdfResponses = { 200: PdfResponse, ...errorResponses } as const;

/** Tax documents (docs/decisions/146-gst-tax-invoices.md): another shopper's are 404, as their orders are. */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Staff open any order's documents (from the order console); a shopper only their own. */
  const ownerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return isStaff(user) ? undefined : user.id;
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
        .send(await invoicePdf(invoice, await currentCustomerCare(app.db)));
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
        .send(await creditNotePdf(found.creditNote, found.invoice, await currentCustomerCare(app.db)));
    },
  );
};

export default invoicesRoutes;
