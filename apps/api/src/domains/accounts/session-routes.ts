import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { SessionIdParam, SessionsResponse, type SessionsResponseType } from "@vayu/shared/sessions";
import { notFound } from "../../http/errors";
import { currentUser } from "./auth-guard";
import { endPageSession } from "./issue-session";
import { endSession, listSessions } from "./sessions";

/** "Where you're logged in" (docs/decisions/225-sessions-that-end.md): the shopper's live sessions, each of which they can end. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/sessions",
    { preHandler: app.authenticate, schema: { response: { 200: SessionsResponse, ...errorResponses } } },
    async (request, reply): Promise<SessionsResponseType> => {
      reply.header("cache-control", "private, no-store");
      return { sessions: await listSessions(app.db, currentUser(request).id, request.sessionId, request.locale) };
    },
  );

  /** Ends one of the caller's own sessions; another shopper's (or an ended one) is a 404 and stays as it was. */
  app.delete(
    "/account/sessions/:id",
    { preHandler: app.authenticate, schema: { params: SessionIdParam, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const ended = await endSession(app.db, currentUser(request).id, request.params.id);
      if (!ended) throw notFound(messages.account.sessionNotFound);
      if (request.params.id === request.sessionId) endPageSession(reply);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
