import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DeleteAccountBody } from "@vayu/shared/account";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../../domains/accounts/auth-guard";
import { attemptLimits, perIpLimit } from "../../domains/accounts/rate-limits";
import { closeAccount } from "./close-account";

/** DELETE /account: the shopper deletes their own account (docs/decisions/170-account-page.md). */
const accountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    "/account",
    {
      preHandler: app.authenticate,
      config: { rateLimit: perIpLimit(attemptLimits.login.perIp) },
      schema: { body: DeleteAccountBody, response: { 200: MessageResponse, ...errorResponses } },
    },
    async (request) => {
      await closeAccount(app.db, currentUser(request).id, request.body.password);
      return { message: messages.account.deleted };
    },
  );
};

export default accountClosureRoutes;
