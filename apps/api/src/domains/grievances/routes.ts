import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  AdminGrievanceResponse,
  AdminGrievancesResponse,
  CreateGrievanceBody,
  CreateGrievanceResponse,
  UpdateGrievanceBody,
} from "@vayu/shared/grievances";
import { grievanceAcknowledgementEmail } from "./grievance-mail";
import { fileGrievance, listGrievances, setGrievanceStatus, ticketNumber } from "./service";
import { currentMailStore } from "../settings/service";

/** Public forms share the enquiry forms' rule: enough for a person correcting a mistake, too few for a spam run. */
const GRIEVANCE_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/** Staff's grievance list under /api/admin (docs/decisions/147-grievances.md). */
const staffGrievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/grievances",
    { schema: { response: { 200: AdminGrievancesResponse, ...errorResponses } } },
    async () => ({
      grievances: await listGrievances(app.db),
    }),
  );

  app.patch(
    "/grievances/:id",
    {
      schema: {
        params: idParam,
        body: UpdateGrievanceBody,
        response: { 200: AdminGrievanceResponse, ...errorResponses },
      },
    },
    async (request) => ({
      grievance: await setGrievanceStatus(app.db, request.params.id, request.body.status),
    }),
  );
};

/** POST /grievances: anyone may complain; the ticket is acknowledged by e-mail at once. */
const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/grievances",
    {
      schema: { body: CreateGrievanceBody, response: { 201: CreateGrievanceResponse, ...errorResponses } },
      config: { rateLimit: GRIEVANCE_RATE_LIMIT },
    },
    async (request, reply) => {
      const grievance = await fileGrievance(app.db, request.body);
      const ticket = ticketNumber(grievance);
      let acknowledged = true;
      try {
        await app.mailer.send(
          grievanceAcknowledgementEmail({
            to: grievance.email,
            name: grievance.name,
            ticketNumber: ticket,
            subject: grievance.subject,
            dueBy: grievance.dueBy,
            store: await currentMailStore(app.db),
          }),
        );
      } catch (error) {
        // The complaint is stored and its ticket stands; staff see it in the console either way.
        acknowledged = false;
        request.log.error({ err: error, ticket }, "grievance acknowledgement not sent");
      }
      return reply.status(201).send({
        ticketNumber: ticket,
        dueBy: grievance.dueBy,
        message: `Your complaint is registered as ${ticket}.${acknowledged ? " We have e-mailed you an acknowledgement." : " Please note this ticket number."}`,
      });
    },
  );

  await app.register(staffGrievanceRoutes, { prefix: "/admin" });
};

export default grievancesRoutes;
