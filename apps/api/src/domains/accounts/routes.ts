import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  forgotPasswordSchema,
  loginSchema,
  MeResponse,
  RegisterResponse,
  registerSchema,
  resetPasswordSchema,
} from "@vayu/shared/accounts";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import accountRoutes from "./account-routes";
import phoneRoutes from "./phone-routes";
import { backgroundRunner } from "./background";
import { passwordChangedEmail } from "./mail-templates";
import { queueResetRequest } from "./reset-requests";
import { attemptLimits, perEmailLimit, perIpLimit } from "./rate-limits";
import {
  checkCredentials,
  publicUser,
  registerUser,
  resetPassword,
} from "./service";
import { currentUser } from "./auth-guard";
import { guardPasswordCheck } from "./password-guard";
import { endPageSession, issueSession, keepPageSession } from "./issue-session";
import { verifyAccessToken } from "./tokens";
import { endAllSessions, endSession, scheduleSessionPruning } from "./sessions";
import sessionRoutes from "./session-routes";
import { PAGE_SESSION_COOKIE } from "../../http/page-session";
import { mailLanguage } from "../../mail/language";
import { currentMailStore } from "../settings/index";
import { LoginOrMfaResponse } from "@vayu/shared/staff-mfa";
import { secondFactorChallenge } from "./staff-mfa/routes";

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const inBackground = backgroundRunner(app);
  await app.register(accountRoutes);
  await app.register(sessionRoutes);
  await app.register(phoneRoutes);
  scheduleSessionPruning(app);

  app.post(
    "/auth/register",
    {
      schema: { body: registerSchema, response: { 201: RegisterResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(attemptLimits.register.perIp) },
      preHandler: perEmailLimit(app, "register", attemptLimits.register.perEmail),
    },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body, request.locale);
      // Signed up, the shopper logs in next (docs/product/storefront.md): no page session yet.
      const token = await issueSession(app, request, reply, user, { pageSession: false });
      return reply.status(201).send({ token, user: publicUser(user) });
    },
  );

  app.post(
    "/auth/login",
    {
      // Only wrong passwords count, per account and address (./password-guard.ts).
      schema: { body: loginSchema, response: { 200: LoginOrMfaResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const user = await guardPasswordCheck(app, request, request.body.email, () => checkCredentials(app.db, request.body));
      // Staff with a second factor get the code step first (POST /auth/mfa).
      const challenge = await secondFactorChallenge(app, user);
      if (challenge) return challenge;
      return { accessToken: await issueSession(app, request, reply, user), user: publicUser(user) };
    },
  );

  /**
   * Ends the session of the Bearer token, or else of the page session cookie (docs/decisions/225-sessions-that-end.md):
   * the token is refused from now on, and the browser drops its cookie. The cookie is SameSite=Lax,
   * so another site's form cannot post it here. A token already refused ends nothing and still gets its 204.
   */
  app.post("/auth/logout", { schema: { response: { 204: z.null(), ...errorResponses } } }, async (request, reply) => {
    const [scheme, bearer] = (request.headers.authorization ?? "").split(" ");
    const token = scheme === "Bearer" && bearer ? bearer : request.cookies[PAGE_SESSION_COOKIE];
    const claims = token ? await verifyAccessToken(token, app.config.jwtSecret) : null;
    if (claims) await endSession(app.db, claims.userId, claims.sessionId);
    endPageSession(reply);
    return reply.status(204).send(null);
  });

  /** "Log out of all devices": every session of the signed-in shopper ends, this one too. */
  app.post(
    "/auth/logout-all",
    { schema: { response: { 204: z.null(), ...errorResponses } }, preHandler: app.authenticate },
    async (request, reply) => {
      await endAllSessions(app.db, currentUser(request).id);
      endPageSession(reply);
      return reply.status(204).send(null);
    },
  );

  /** The page session for a token the client holds from before pages knew the shopper. */
  app.post(
    "/auth/page-session",
    { schema: { response: { 204: z.null(), ...errorResponses } }, preHandler: app.authenticate },
    async (request, reply) => {
      const [, token = ""] = (request.headers.authorization ?? "").split(" ");
      keepPageSession(app, reply, token);
      return reply.status(204).send(null);
    },
  );

  /** The signed-in shopper: lets a client confirm its stored token is still honoured. */
  app.get(
    "/auth/me",
    { schema: { response: { 200: MeResponse, ...errorResponses } }, preHandler: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      return { user: publicUser(user) };
    },
  );

  // The original client posts to /auth/forgot-password/{param}; the segment means nothing (docs/product/http-contract.md "Accounts").
  // One count per address for both paths.
  const forgotPerEmail = perEmailLimit(app, "forgot-password", attemptLimits.forgotPassword.perEmail);
  for (const url of ["/auth/forgot-password", "/auth/forgot-password/:param"]) {
    app.post(
      url,
      {
        schema: { body: forgotPasswordSchema, response: { 200: MessageResponse, ...errorResponses } },
        config: { rateLimit: perIpLimit(attemptLimits.forgotPassword.perIp) },
        preHandler: forgotPerEmail,
        onResponse: async () => app.resetRequests.soon(),
      },
      async (request) => {
        // The same work for every address: one row; the worker does the rest once the answer has gone.
        await queueResetRequest(app.db, request.body.email);
        return { message: messages.auth.resetLinkEmailed };
      },
    );
  }

  app.post(
    "/auth/reset-password",
    {
      schema: { body: resetPasswordSchema, response: { 200: MessageResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(attemptLimits.resetPassword.perIp) },
    },
    async (request) => {
      const user = await resetPassword(app.db, request.body.token, request.body.newPassword);
      const to = user.email;
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
      return { message: messages.auth.passwordChanged };
    },
  );
};

export default accountsRoutes;
