import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ProfileResponse,
  UpdateProfileBody,
  type ChangePasswordResponseType,
  type ProfileResponseType,
} from "@vayu/shared/account";
import { errorResponses } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { changePassword, renameUser } from "./account-settings";
import { currentUser } from "./auth-guard";
import { guardPasswordCheck } from "./password-guard";
import { backgroundRunner } from "./background";
import { passwordChangedEmail } from "./mail-templates";
import { publicUser } from "./service";
import { issueSession } from "./issue-session";
import { mailLanguage } from "../../mail/language";
import { currentMailStore } from "../settings/index";

/** PATCH /account and POST /account/password: the signed-in shopper's name and password (docs/decisions/170-account-page.md). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const inBackground = backgroundRunner(app);

  app.patch(
    "/account",
    {
      preHandler: app.authenticate,
      schema: { body: UpdateProfileBody, response: { 200: ProfileResponse, ...errorResponses } },
    },
    async (request): Promise<ProfileResponseType> => ({
      user: publicUser(await renameUser(app.db, currentUser(request).id, request.body.name)),
    }),
  );

  app.post(
    "/account/password",
    {
      preHandler: app.authenticate,
      // Guesses at the current password count as a login's (./password-guard.ts).
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...errorResponses } },
    },
    async (request, reply): Promise<ChangePasswordResponseType> => {
      const me = currentUser(request);
      const user = await guardPasswordCheck(app, request, me.email ?? me.id, () => changePassword(app.db, me.id, request.sessionId, request.body));
      const to = user.email;
      // A phone account without an e-mail hears of nothing by mail (docs/decisions/295-mobile-number-login.md).
      if (to) inBackground("password changed e-mail", async () =>
        app.mailer.send(
          passwordChangedEmail({
            to,
            name: user.name,
            loginUrl: mailLanguage(user.locale).url(app.config.publicUrl, "/login"),
            store: await currentMailStore(app.db),
            language: mailLanguage(user.locale),
          }),
        ),
      );
      return {
        accessToken: await issueSession(app, request, reply, user, { sessionId: request.sessionId ?? undefined, mfa: request.user?.mfa }),
        user: publicUser(user),
        message: messages.account.passwordChangedElsewhere,
      };
    },
  );
};

export default accountRoutes;
