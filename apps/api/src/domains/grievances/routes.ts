import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  AdminGrievanceResponse,
  AdminGrievancesResponse,
  ComplainantReplyBody,
  ComplainantThreadBody,
  ComplainantThreadResponse,
  CreateGrievanceBody,
  CreateGrievanceResponse,
  GrievanceReplyBody,
  grievanceMessages,
  ResolveGrievanceBody,
} from "@vayu/shared/grievances";
import { messagesFor } from "../../i18n";
import { currentUser } from "../accounts/index";
import { listGrievances, ticketNumber } from "./service";
import {
  actOnGrievance,
  complainantReply,
  complainantTicket,
  fileAndAcknowledge,
  type GrievanceDeps,
} from "./thread";

/** Public forms share the enquiry forms' rule: enough for a person correcting a mistake, too few for a spam run. */
const GRIEVANCE_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

const grievanceDeps = (app: FastifyInstance): GrievanceDeps => ({
  db: app.db,
  mailer: app.mailer,
  staffNotifier: app.staffNotifier,
  jwtSecret: app.config.jwtSecret,
  publicUrl: app.config.publicUrl,
});

const staffResponse = { 200: AdminGrievanceResponse, ...errorResponses };

/** Staff's grievances under /api/admin: the list with threads and deadlines, and the three actions (ADR 185). */
const staffGrievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  const staff = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get(
    "/grievances",
    { schema: { response: { 200: AdminGrievancesResponse, ...errorResponses } } },
    async () => ({
      grievances: await listGrievances(app.db),
    }),
  );

  app.post(
    "/grievances/:id/acknowledge",
    { schema: { params: idParam, response: staffResponse } },
    async (request) => ({
      grievance: await actOnGrievance(grievanceDeps(app), request.params.id, staff(request), {
        kind: "acknowledge",
      }),
      message: grievanceMessages.acknowledged,
    }),
  );

  app.post(
    "/grievances/:id/replies",
    { schema: { params: idParam, body: GrievanceReplyBody, response: staffResponse } },
    async (request) => ({
      grievance: await actOnGrievance(grievanceDeps(app), request.params.id, staff(request), {
        kind: "reply",
        message: request.body.message,
      }),
      message: grievanceMessages.replySent,
    }),
  );

  app.post(
    "/grievances/:id/resolve",
    { schema: { params: idParam, body: ResolveGrievanceBody, response: staffResponse } },
    async (request) => ({
      grievance: await actOnGrievance(grievanceDeps(app), request.params.id, staff(request), {
        kind: "resolve",
        resolution: request.body.resolution,
      }),
      message: grievanceMessages.resolved,
    }),
  );
};

/** POST /grievances: anyone may complain; the ticket is acknowledged by e-mail at once. The complainant's thread through the signed link. */
const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/grievances",
    {
      schema: { body: CreateGrievanceBody, response: { 201: CreateGrievanceResponse, ...errorResponses } },
      config: { rateLimit: GRIEVANCE_RATE_LIMIT },
    },
    async (request, reply) => {
      const grievance = await fileAndAcknowledge(grievanceDeps(app), request.body, request.locale);
      const ticket = ticketNumber(grievance);
      return reply.status(201).send({
        ticketNumber: ticket,
        dueBy: grievance.dueBy,
        message: messagesFor(request.locale).grievance.registered(ticket),
      });
    },
  );

  // POST, not GET: the token stays out of URLs that logs keep (as the unsubscribe link does).
  app.post(
    "/grievances/thread",
    {
      schema: {
        body: ComplainantThreadBody,
        response: { 200: ComplainantThreadResponse, ...errorResponses },
      },
    },
    async (request) => ({
      ticket: await complainantTicket(grievanceDeps(app), request.body.token),
    }),
  );

  app.post(
    "/grievances/thread/replies",
    {
      schema: { body: ComplainantReplyBody, response: { 200: ComplainantThreadResponse, ...errorResponses } },
      config: { rateLimit: GRIEVANCE_RATE_LIMIT },
    },
    async (request) => ({
      ticket: await complainantReply(grievanceDeps(app), request.body.token, request.body.message),
      message: messagesFor(request.locale).grievance.complainantReplySent,
    }),
  );

  await app.register(staffGrievanceRoutes, { prefix: "/admin" });
};

export default grievancesRoutes;
