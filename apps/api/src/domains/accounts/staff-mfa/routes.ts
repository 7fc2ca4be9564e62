import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LoginResponse } from "@vayu/shared/accounts";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import {
  MfaBody,
  MfaConfirmBody,
  MfaConfirmResponse,
  mfaMessages,
  MfaSetupResponse,
  MfaStatusResponse,
} from "@vayu/shared/staff-mfa";
import { forbidden, HttpError } from "../../../http/errors";
import { currentUser } from "../auth-guard";
import { issueSession } from "../issue-session";
import { attemptLimits, perIpLimit, tooManyAttempts } from "../rate-limits";
import { publicUser } from "../service";
import { isStaffAccountRole } from "../staff-roles";
import { users } from "../tables";
import { eq } from "drizzle-orm";
import { signMfaToken, verifyMfaToken } from "./mfa-token";
import { secretBox } from "./secret-box";
import { confirmEnrolment, isEnrolled, resetSecondFactor, startEnrolment, verifySecondFactor } from "./service";

/** Wrong codes allowed on one login's code step before it must start again with the password. */
const CODES_PER_TICKET = { max: 5, windowMs: 5 * 60_000 };

/** The box sealing TOTP secrets: MFA_ENCRYPTION_KEY when set, else the JWT secret (docs/decisions/230-staff-second-factor.md). */
export const mfaSecretBox = (app: FastifyInstance) => secretBox(app.config.mfaEncryptionKey ?? app.config.jwtSecret);

/**
 * The login's answer for a staff member whose second factor is on: the code step's ticket
 * instead of a session. Undefined for everybody else (their login goes on as before).
 */
export async function secondFactorChallenge(app: FastifyInstance, user: { id: string; role: string; tokenVersion: number }) {
  if (!isStaffAccountRole(user.role) || !(await isEnrolled(app.db, user.id))) return undefined;
  return { mfaRequired: true as const, mfaToken: await signMfaToken(user, app.config.jwtSecret) };
}

/**
 * The staff second factor (docs/decisions/230-staff-second-factor.md): the login's code step,
 * and enrolment at the console (open to staff whose session has not proved a second factor).
 */
const staffMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = mfaSecretBox(app);
  const ticketLimit = app.createRateLimit({
    max: CODES_PER_TICKET.max,
    timeWindow: CODES_PER_TICKET.windowMs,
    keyGenerator: (request) => {
      const body = request.body as { mfaToken?: unknown } | undefined;
      return `mfa-ticket:${typeof body?.mfaToken === "string" ? body.mfaToken.slice(-43) : request.ip}`;
    },
  });

  app.post(
    "/auth/mfa",
    {
      schema: { body: MfaBody, response: { 200: LoginResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(attemptLimits.login.perIp) },
      preHandler: async (request) => {
        const result = await ticketLimit(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      },
    },
    async (request, reply) => {
      const ticket = await verifyMfaToken(request.body.mfaToken, app.config.jwtSecret);
      if (!ticket) throw new HttpError(401, mfaMessages.stepExpired);
      const [user] = await app.db.select().from(users).where(eq(users.id, ticket.userId));
      // A password reset or a reset of the second factor since the password step ends the ticket.
      if (!user || user.tokenVersion !== ticket.tokenVersion || !isStaffAccountRole(user.role)) {
        throw new HttpError(401, mfaMessages.stepExpired);
      }
      await verifySecondFactor(app.db, box, user.id, request.body.code);
      return { accessToken: await issueSession(app, request, reply, user, { mfa: true }), user: publicUser(user) };
    },
  );

  const enrolmentRoutes: FastifyPluginAsyncZod = async (enrolment) => {
    enrolment.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!isStaffAccountRole(request.user?.role)) throw forbidden();
    });

    enrolment.get("/admin/mfa", { schema: { response: { 200: MfaStatusResponse, ...errorResponses } } }, async (request) => {
      const user = currentUser(request);
      return { enrolled: await isEnrolled(app.db, user.id), verified: user.mfa };
    });

    enrolment.post("/admin/mfa/setup", { schema: { response: { 200: MfaSetupResponse, ...errorResponses } } }, async (request) =>
      startEnrolment(app.db, box, { ...currentUser(request), email: currentUser(request).email ?? "" }),
    );

    enrolment.post(
      "/admin/mfa/confirm",
      { schema: { body: MfaConfirmBody, response: { 200: MfaConfirmResponse, ...errorResponses } } },
      async (request, reply) => {
        const me = currentUser(request);
        const recoveryCodes = await confirmEnrolment(app.db, box, me.id, request.body.code);
        const [user] = await app.db.select().from(users).where(eq(users.id, me.id));
        return { accessToken: await issueSession(app, request, reply, user!, { mfa: true, sessionId: request.sessionId ?? undefined }), user: publicUser(user!), recoveryCodes };
      },
    );
  };
  await app.register(enrolmentRoutes);

  /** The owner resets a staff member's second factor (a lost phone) from the staff list. */
  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    owner.addHook("onRequest", app.requireAdmin);
    owner.addHook("onRequest", app.requireOwner);
    owner.delete(
      "/admin/staff/:id/mfa",
      { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } },
      async (request) => {
        await resetSecondFactor(app.db, request.params.id, request.user!.id);
        return { message: mfaMessages.reset };
      },
    );
  };
  await app.register(ownerRoutes);
};

export default staffMfaRoutes;
