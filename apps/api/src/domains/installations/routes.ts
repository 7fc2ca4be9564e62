import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
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
import {
  bookInstallation,
  cancelInstallation,
  listInstallations,
  manageInstallation,
} from "./service";

/** The order's shopper books, moves or cancels the visit (docs/decisions/334-installation-and-warranty.md). */
const shopperInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

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
