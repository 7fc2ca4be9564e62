import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AfterDeliveryResponse, orderItemParams, WarrantyBody, WarrantyItemResponse } from "@vayu/shared/after-delivery";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { PdfResponse } from "@vayu/shared/invoices";
import { currentUser } from "../accounts/index";
import { installationPanel } from "../installations/index";
import { ownOrderRow as ownOrder } from "../orders/index";
import { warrantyCardFileName, warrantyCardPdf } from "./card";
import { deliveredOn, registeredItem, registerWarranty, warrantyItems } from "./service";

/** Warranty registration by the order's shopper (docs/decisions/334-installation-and-warranty.md); another shopper's order is 404. */
const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  /** What the order page's two panels show: the visit and each item's warranty. */
  app.get(
    "/order/:id/after-delivery",
    { schema: { params: idParam, response: { 200: AfterDeliveryResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const order = await ownOrder(app.db, request.params.id, currentUser(request).id);
      return {
        delivered: order.orderStatus === "Delivered",
        deliveredOn: deliveredOn(order),
        installation: await installationPanel(app.db, order),
        warranty: await warrantyItems(app.db, order),
      };
    },
  );

  app.put(
    "/order/:id/items/:itemId/warranty",
    {
      schema: {
        params: orderItemParams,
        body: WarrantyBody,
        response: { 200: WarrantyItemResponse, ...errorResponses },
      },
    },
    async (request) => {
      const order = await ownOrder(app.db, request.params.id, currentUser(request).id);
      return {
        item: await registerWarranty(app.db, order, request.params.itemId, request.body.serialNumber),
      };
    },
  );

  app.get(
    "/order/:id/items/:itemId/warranty-card",
    { schema: { params: orderItemParams, response: { 200: PdfResponse, ...errorResponses } } },
    async (request, reply) => {
      const order = await ownOrder(app.db, request.params.id, currentUser(request).id);
      const item = await registeredItem(app.db, order, request.params.itemId);
      const pdf = await warrantyCardPdf(app.db, {
        orderNumber: order.orderNumber,
        customerName: order.address.name,
        title: item.title,
        serialNumber: item.serialNumber,
        delivered: item.delivered,
        validUntil: item.validUntil,
        warrantyMonths: item.warrantyMonths,
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${warrantyCardFileName(item.serialNumber)}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

export default warrantyRoutes;
