import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AfterDeliveryResponse,
  InstallationBody,
  InstallationResponse,
  StaffInstallationPatchBody,
  StaffInstallationResponse,
  StaffInstallationsQuery,
  StaffInstallationsResponse,
} from "@vayu/shared/after-delivery";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { currentUser } from "../accounts/index";
import { deliveredOn, warrantyItems } from "../warranty/index";
import {
  bookInstallation,
  cancelInstallation,
  installationPanel,
  listInstallations,
  manageInstallation,
  ownOrder,
} from "./service";

/** The order's shopper: what is left to do after delivery, and the visit (docs/decisions/334-installation-and-warranty.md). */
const shopperInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/order/:id/after-delivery",
    { schema: { params: idParam, response: { 200: AfterDeliveryResponse, ...errorResponses } } },
    async (request) => {
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
    "/order/:id/installation",
    {
      schema: {
        params: idParam,
        body: InstallationBody,
        response: { 200: InstallationResponse, ...errorResponses },
      },
    },
    async (request) => ({
      installation: await bookInstallation(app.db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/order/:id/installation",
    { schema: { params: idParam, response: { 200: InstallationResponse, ...errorResponses } } },
    async (request) => ({
      installation: await cancelInstallation(app.db, currentUser(request).id, request.params.id),
    }),
  );
};

/** The dispatch desk's visit schedule under /api/admin: staff role on every route, each change audited. */
const staffInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/installations",
    {
      schema: {
        querystring: StaffInstallationsQuery,
        response: { 200: StaffInstallationsResponse, ...errorResponses },
      },
    },
    async (request) => listInstallations(app.db, request.query.date),
  );

  app.patch(
    "/installations/:id",
    {
      schema: {
        params: idParam,
        body: StaffInstallationPatchBody,
        response: { 200: StaffInstallationResponse, ...errorResponses },
      },
    },
    async (request) => ({
      installation: await manageInstallation(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );
};

const installationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopperInstallationRoutes);
  await app.register(staffInstallationRoutes, { prefix: "/admin" });
};

export default installationsRoutes;
