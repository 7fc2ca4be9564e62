import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { DispatchBatchQuery, type DispatchBatch } from "@vayu/shared/dispatch";
import { errorResponses } from "@vayu/shared/errors";
import { PdfResponse } from "@vayu/shared/invoices";
import { currentUser } from "../accounts/index";
import { notFound } from "../../http/errors";
import { batchFileName, currentShipper, labelsPdf, packingSlipsPdf } from "../dispatch/index";
import { findDispatchBatch, findDispatchOrder, type DispatchOrder } from "../orders/index";
import { currentCustomerCare, findInvoiceOfOrder, invoicePdf, taxDocumentFileName } from "../invoices/index";
import { audit } from "../../audit/audit";

const pdfResponses = { 200: PdfResponse, ...errorResponses } as const;

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

/**
 * The dispatch desk (docs/decisions/189-dispatch-documents.md), under /api/admin: an order's
 * tax invoice, packing slip and 4 x 6 inch shipping label, and a day's orders in one PDF.
 * Printing a label is audited (it is what sends a parcel, and cash, on its way); reading
 * an invoice or a slip changes nothing and is not.
 */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const labelsPrinted = (staffId: string, orders: readonly DispatchOrder[]) =>
    app.db.transaction(async (tx) => {
      for (const order of orders)
        await audit(tx, {
          actorId: staffId,
          action: "print-label",
          entity: "order",
          entityId: order.id,
          after: { orderNumber: order.orderNumber },
        });
    });

  const dispatchOrder = async (orderId: string) => {
    const order = await findDispatchOrder(app.db, orderId);
    if (!order) throw notFound("Order not found.");
    return order;
  };

  app.get(
    "/orders/:id/invoice",
    { schema: { params: idParam, response: pdfResponses } },
    async (request, reply) => {
      const invoice = await findInvoiceOfOrder(app.db, request.params.id);
      if (!invoice)
        throw notFound("This order has no tax invoice (orders placed before invoices began have none).");
      return sendPdf(
        reply,
        taxDocumentFileName(invoice.serial),
        await invoicePdf(invoice, await currentCustomerCare(app.db)),
      );
    },
  );

  app.get(
    "/orders/:id/packing-slip",
    { schema: { params: idParam, response: pdfResponses } },
    async (request, reply) => {
      const order = await dispatchOrder(request.params.id);
      return sendPdf(
        reply,
        `packing-slip-${order.orderNumber}.pdf`,
        await packingSlipsPdf(
          [order],
          await currentShipper(app.db),
          `Packing slip, order #${order.orderNumber}`,
        ),
      );
    },
  );

  app.get(
    "/orders/:id/label",
    { schema: { params: idParam, response: pdfResponses } },
    async (request, reply) => {
      const order = await dispatchOrder(request.params.id);
      const pdf = await labelsPdf(
        [order],
        await currentShipper(app.db),
        `Shipping label, order #${order.orderNumber}`,
      );
      await labelsPrinted(currentUser(request).id, [order]);
      return sendPdf(reply, `label-${order.orderNumber}.pdf`, pdf);
    },
  );

  const batch = async (query: DispatchBatch) => {
    const orders = await findDispatchBatch(app.db, query);
    if (orders.length === 0)
      throw notFound(
        query.date
          ? `No orders became ${query.status} on ${query.date}.`
          : `No orders are ${query.status} now.`,
      );
    return orders;
  };

  app.get(
    "/orders/labels.pdf",
    { schema: { querystring: DispatchBatchQuery, response: pdfResponses } },
    async (request, reply) => {
      const orders = await batch(request.query);
      const pdf = await labelsPdf(
        orders,
        await currentShipper(app.db),
        `Shipping labels, ${orders.length} orders`,
      );
      await labelsPrinted(currentUser(request).id, orders);
      return sendPdf(reply, batchFileName("labels", request.query), pdf);
    },
  );

  app.get(
    "/orders/packing-slips.pdf",
    { schema: { querystring: DispatchBatchQuery, response: pdfResponses } },
    async (request, reply) => {
      const orders = await batch(request.query);
      return sendPdf(
        reply,
        batchFileName("packing-slips", request.query),
        await packingSlipsPdf(orders, await currentShipper(app.db), `Packing slips, ${orders.length} orders`),
      );
    },
  );
};

export default dispatchRoutes;
