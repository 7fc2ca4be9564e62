import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LoginResponse } from "@vayu/shared/accounts";
import { AcceptInviteBody, StaffRoleResponse } from "@vayu/shared/staff-accounts";
import { errorResponses } from "@vayu/shared/errors";
import { currentUser } from "../accounts/index";
import { attemptLimits, perIpLimit } from "../accounts/index";
import { publicUser } from "../accounts/index";
import { issueSession } from "../accounts/index";
import { acceptInvite } from "../accounts/index";

/**
 * The staff routes outside /api/admin (docs/decisions/161-staff-accounts.md): accepting an
 * invitation, and whether the signed-in user is staff (the account menu's "Admin" link).
 */
const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/auth/staff-role", { preHandler: app.authenticate, schema: { response: { 200: StaffRoleResponse, ...errorResponses } } }, async (request) => {
    const { role } = currentUser(request);
    return { role: role === "shopper" ? null : role === "admin" ? ("staff" as const) : role };
  });

  app.post(
    "/auth/staff-invite",
    {
      schema: { body: AcceptInviteBody, response: { 200: LoginResponse, ...errorResponses } },
      config: { rateLimit: perIpLimit(attemptLimits.login.perIp) },
    },
    async (request, reply) => {
      const user = await acceptInvite(app.db, request.body.token, request.body.password);
      return { accessToken: await issueSession(app, request, reply, user), user: publicUser(user) };
    },
  );
};

export default inviteRoutes;
