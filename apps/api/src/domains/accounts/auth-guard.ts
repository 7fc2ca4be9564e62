import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { mfaMessages } from "@vayu/shared/staff-mfa";
import { forbidden, unauthorized } from "../../http/errors";
import { LAST_USED_EVERY_MS, markSessionUsed } from "./sessions";
import { CATALOG_EDITOR_REFUSAL, isStaffAccountRole, roleMayUse } from "./staff-roles";
import { users, userSessions } from "./tables";
import { verifyAccessToken } from "./tokens";

export interface AuthUser {
  id: string;
  name: string;
  /** null for an account made with a mobile number (docs/decisions/295-mobile-number-login.md). */
  email: string | null;
  /** The verified mobile number, 10 digits. */
  phone: string | null;
  role: "shopper" | "admin" | "owner" | "catalog_editor";
  /** The token was issued by a login that passed the staff second factor. */
  mfa: boolean;
}

/** Staff are "admin" (staff) and "owner" accounts (docs/decisions/161-staff-accounts.md). */
export const isStaff = (user: AuthUser | null) => user?.role === "admin" || user?.role === "owner";

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The server-side session of the request's token, once authenticated (docs/decisions/225-sessions-that-end.md). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, current access token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * preHandler: as authenticate, then 403 unless the user is staff whose session passed the
     * second factor and whose role may use the route (docs/decisions/230-, 231-).
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: as requireAdmin, then 403 unless the staff member is the owner. */
    requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

async function authGuard(app: FastifyInstance) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  function bearerToken(request: FastifyRequest): string {
    const [scheme, token] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !token) throw unauthorized();
    return token;
  }

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (app.apiKeys.isKey(token)) throw forbidden(app.apiKeys.messages.routeClosed);
    const claims = await verifyAccessToken(token, app.config.jwtSecret);
    if (!claims) throw unauthorized(SESSION_EXPIRED);
    // One query: the user and the token's session together.
    const [row] = await app.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        tokenVersion: users.tokenVersion,
        revokedAt: userSessions.revokedAt,
        expiresAt: userSessions.expiresAt,
        lastUsedAt: userSessions.lastUsedAt,
      })
      .from(users)
      .innerJoin(userSessions, and(eq(userSessions.id, claims.sessionId), eq(userSessions.userId, users.id)))
      .where(eq(users.id, claims.userId));
    // A password reset bumps tokenVersion, so tokens issued before it stop working; a logout
    // revokes the token's session (and a pruned or unknown session is no session).
    const now = Date.now();
    if (!row || row.tokenVersion !== claims.tokenVersion || row.revokedAt || row.expiresAt.getTime() <= now)
      throw unauthorized(SESSION_EXPIRED);
    if (now - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) await markSessionUsed(app.db, claims.sessionId, new Date(now));
    request.sessionId = claims.sessionId;
    request.user = { id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role, mfa: claims.mfa === true };
  }

  /**
   * A staff request made with an API key (docs/decisions/318-api-keys.md): the key, live, within
   * its rate limit and holding the route's scope (domains/api-keys/guard.ts), acts as the owner
   * who made it, while they are staff, under the key's name.
   */
  async function authenticateKey(request: FastifyRequest, token: string) {
    const key = await app.apiKeys.authenticate(request, token);
    const [creator] = key.createdBy
      ? await app.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, key.createdBy))
      : [];
    if (!creator || !isStaffAccountRole(creator.role)) throw unauthorized(app.apiKeys.messages.invalid);
    request.user = { id: creator.id, name: key.name, email: null, phone: null, role: creator.role, mfa: true };
  }

  app.decorate("authenticate", authenticate);
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (app.apiKeys.isKey(token)) await authenticateKey(request, token);
    else await authenticate(request);
    const role = request.user?.role;
    if (!isStaffAccountRole(role)) throw forbidden();
    if (!request.user?.mfa) throw forbidden(mfaMessages.setupRequired);
    if (!roleMayUse(role, request)) throw forbidden(CATALOG_EDITOR_REFUSAL);
  });
  app.decorate("requireOwner", async (request: FastifyRequest) => {
    // No key may manage staff (domains/api-keys/scopes.ts names no scope for it).
    if (app.apiKeys.isKey(bearerToken(request))) throw forbidden(app.apiKeys.messages.routeClosed);
    await authenticate(request);
    if (request.user?.role !== "owner") throw forbidden("Only the store's owner can manage staff accounts.");
    if (!request.user.mfa) throw forbidden(mfaMessages.setupRequired);
  });
}

export default fp(authGuard, { name: "auth-guard", dependencies: ["api-key-guard"] });

/** The authenticated user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
