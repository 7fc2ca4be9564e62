import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { messages } from "@vayu/shared/messages";
import { AccountUserResponse, AddEmailBody, AddPhoneVerifyBody, PhoneCodeRequestBody, PhoneLoginVerifyBody } from "@vayu/shared/phone-login";
import { LoginOrMfaResponse } from "@vayu/shared/staff-mfa";
import { badRequest, conflict } from "../../http/errors";
import { currentUser } from "./auth-guard";
import { issueSession } from "./issue-session";
import { hashNewPassword } from "./passwords";
import { checkCode, codeLimits, phoneCodeSender, spendCode } from "./phone-codes";
import { perIpLimit } from "./rate-limits";
import { accountMessages, isUniqueViolation, publicUser, type User } from "./service";
import { secondFactorChallenge } from "./staff-mfa/routes";
import { users } from "./tables";

const codeSpentElsewhere = () => badRequest(messages.phoneLogin.codeExpired, { field: "code" });

/**
 * Log in with a mobile number (POST /auth/otp/request, /auth/otp/verify) and the account page's
 * mobile number and e-mail (docs/decisions/295-mobile-number-login.md).
 */
const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCode = phoneCodeSender(app);

  app.post(
    "/auth/otp/request",
    {
      schema: { body: PhoneCodeRequestBody, response: { 200: MessageResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.requestPerIp) },
    },
    async (request) => {
      // A code goes to every number alike: a new number makes its account with it, so the answer tells nothing.
      await sendCode(request, request.body.phone, "login");
      return { message: messages.phoneLogin.codeSent };
    },
  );

  app.post(
    "/auth/otp/verify",
    {
      schema: { body: PhoneLoginVerifyBody, response: { 200: LoginOrMfaResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.verifyPerIp) },
    },
    async (request, reply) => {
      const { phone, code, name } = request.body;
      const checked = await checkCode(app.db, app.config.jwtSecret, { phone, code, purpose: "login" });
      const [known] = await app.db.select().from(users).where(and(eq(users.phone, phone), isNull(users.deletedAt)));
      // A new number needs a name; the code stays good for the answer that brings it.
      if (!known && !name) throw badRequest(messages.phoneLogin.nameNeeded, { field: "name" });

      let user: User;
      try {
        user = await app.db.transaction(async (tx) => {
          if (!(await spendCode(tx, checked.id))) throw codeSpentElsewhere();
          if (known) {
            if (known.phoneVerifiedAt) return known;
            const [verified] = await tx.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, known.id)).returning();
            return verified!;
          }
          const [created] = await tx
            .insert(users)
            .values({ name: name!, phone, phoneVerifiedAt: new Date(), locale: request.locale })
            .returning();
          return created!;
        });
      } catch (error) {
        // Two first logins of one new number at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw codeSpentElsewhere();
        throw error;
      }
      // Staff with a second factor still give it (docs/decisions/230-staff-second-factor.md).
      const challenge = await secondFactorChallenge(app, user);
      if (challenge) return challenge;
      return { accessToken: await issueSession(app, request, reply, user), user: publicUser(user) };
    },
  );

  app.post(
    "/account/phone/request",
    {
      preHandler: app.authenticate,
      schema: { body: PhoneCodeRequestBody, response: { 200: MessageResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.requestPerIp) },
    },
    async (request) => {
      await sendCode(request, request.body.phone, "add_phone", currentUser(request).id);
      return { message: messages.phoneLogin.codeSent };
    },
  );

  app.post(
    "/account/phone/verify",
    {
      preHandler: app.authenticate,
      schema: { body: AddPhoneVerifyBody, response: { 200: AccountUserResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.verifyPerIp) },
    },
    async (request) => {
      const me = currentUser(request);
      const { phone, code } = request.body;
      const checked = await checkCode(app.db, app.config.jwtSecret, { phone, code, purpose: "add_phone", userId: me.id });
      try {
        const user = await app.db.transaction(async (tx) => {
          const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
          if (other && other.id !== me.id) throw conflict(messages.phoneLogin.phoneTaken, { field: "phone" });
          if (!(await spendCode(tx, checked.id))) throw codeSpentElsewhere();
          const [updated] = await tx.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, me.id)).returning();
          return updated!;
        });
        return { user: publicUser(user), message: messages.phoneLogin.phoneAdded };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.phoneLogin.phoneTaken, { field: "phone" });
        throw error;
      }
    },
  );

  app.post(
    "/account/email",
    {
      preHandler: app.authenticate,
      schema: { body: AddEmailBody, response: { 200: AccountUserResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(codeLimits.requestPerIp) },
    },
    async (request) => {
      const me = currentUser(request);
      if (me.email) throw conflict(messages.phoneLogin.emailAlreadySet, { field: "email" });
      const passwordHash = await hashNewPassword(request.body.password, "password");
      try {
        const [user] = await app.db
          .update(users)
          .set({ email: request.body.email, passwordHash })
          .where(and(eq(users.id, me.id), isNull(users.email)))
          .returning();
        if (!user) throw conflict(messages.phoneLogin.emailAlreadySet, { field: "email" });
        return { user: publicUser(user), message: messages.phoneLogin.emailAdded };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken, { field: "email" });
        throw error;
      }
    },
  );
};

export default phoneRoutes;
