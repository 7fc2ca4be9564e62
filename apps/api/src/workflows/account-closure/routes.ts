import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DeleteAccountBody } from "@vayu/shared/account";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { currentUser } from "../../domains/accounts/auth-guard";
import { guardPasswordCheck } from "../../domains/accounts/password-guard";
import { closeAccount } from "./close-account";

/** DELETE /account: the shopper deletes their own account (docs/decisions/170-account-page.md). */
const accountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    "/account",
    {
      preHandler: app.authenticate,
      // Guesses at the password count as a login's (domains/accounts/password-guard.ts).
      schema: { body: DeleteAccountBody, response: { 200: MessageResponse, ...errorResponses } },
    },
    async (request) => {
      const me = currentUser(request);
      await guardPasswordCheck(app, request, me.email ?? me.id, () => closeAccount(app.db, me.id, request.body.password));
      return { message: messages.account.deleted };
    },
  );
};

export default accountClosureRoutes;
