import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DeleteAccountBody } from "@vayu/shared/account";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { confirmPassword } from "../../domains/accounts/account-settings";
import { currentUser } from "../../domains/accounts/auth-guard";
import { guardPasswordCheck } from "../../domains/accounts/password-guard";
import { checkCode, codeLimits, phoneCodeSender, spendCode } from "../../domains/accounts/phone-codes";
import { perIpLimit } from "../../domains/accounts/rate-limits";
import { users } from "../../domains/accounts/tables";
import { badRequest, conflict } from "../../http/errors";
import { closeAccount } from "./close-account";

/**
 * DELETE /account: the shopper deletes their own account (docs/decisions/170-account-page.md),
 * confirmed with the password, or with a code by SMS for an account made with a mobile number,
 * which has none (POST /account/close/code; docs/decisions/301-phone-accounts-on-the-account-page.md).
 */
const accountClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCode = phoneCodeSender(app);
  const hasPassword = async (userId: string) => {
    const [user] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return Boolean(user?.passwordHash);
  };

  app.post(
    "/account/close/code",
    {
      preHandler: app.authenticate,
      schema: { response: { 200: MessageResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.requestPerIp) },
    },
    async (request) => {
      const me = currentUser(request);
      if (!me.phone || (await hasPassword(me.id))) throw conflict(messages.account.deleteWithPassword, { field: "password" });
      await sendCode(request, me.phone, "close_account", me.id);
      return { message: messages.phoneLogin.codeSent };
    },
  );

  app.delete(
    "/account",
    {
      preHandler: app.authenticate,
      schema: { body: DeleteAccountBody, response: { 200: MessageResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.verifyPerIp) },
    },
    async (request) => {
      const me = currentUser(request);
      const { password, code } = request.body;
      if (await hasPassword(me.id)) {
        if (password === undefined) throw badRequest(messages.account.deletePasswordMissing, { field: "password" });
        // Guesses at the password count as a login's (domains/accounts/password-guard.ts).
        await guardPasswordCheck(app, request, me.email ?? me.id, async () => {
          await confirmPassword(app.db, me.id, password, "password", messages.account.deletePasswordWrong);
          await closeAccount(app.db, me.id);
        });
      } else {
        if (code === undefined || !me.phone) throw badRequest(messages.account.deleteCodeMissing, { field: "code" });
        const checked = await checkCode(app.db, app.config.jwtSecret, { phone: me.phone, code, purpose: "close_account", userId: me.id });
        await closeAccount(app.db, me.id, async (tx) => {
          if (!(await spendCode(tx, checked.id))) throw badRequest(messages.phoneLogin.codeExpired, { field: "code" });
        });
      }
      return { message: messages.account.deleted };
    },
  );
};

export default accountClosureRoutes;
