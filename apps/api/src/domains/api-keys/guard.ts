import type { ApiKeyScope } from "@vayu/shared/api-keys";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { actAsApiKey } from "../../audit/acting-key";
import { forbidden, HttpError, unauthorized } from "../../http/errors";
import { apiKeyScopesFor } from "./scopes";
import { isApiKeyToken } from "./secrets";
import { verifyApiKey, type VerifiedKey } from "./service";

/**
 * A staff request made with an API key (docs/api-keys.md, docs/decisions/318-api-keys.md): the
 * auth guard asks `app.apiKeys.authenticate` for the key, which checks the route's scope
 * (./scopes.ts); this plugin's preHandler holds a `stock:write` key to stock-only bodies and runs the
 * handler as the key, so the audit log names it.
 */
export interface RequestApiKey extends VerifiedKey {
  /** A key with `stock:write` but not `catalog:write` on a product change: its body may hold `stock` only. */
  stockOnly: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The API key the request was made with, once authenticated; null for a login's token. */
    apiKey: RequestApiKey | null;
  }
  interface FastifyInstance {
    /** Used by the auth guard (domains/accounts/auth-guard.ts), which cannot import this domain. */
    apiKeys: {
      /** Whether a bearer token is an API key rather than a login's token. */
      isKey(token: string): boolean;
      /**
       * The live key `token` is (401 otherwise), within its rate limit (429), holding a scope of the
       * request's route (403); it becomes `request.apiKey`.
       */
      authenticate(request: FastifyRequest, token: string): Promise<VerifiedKey>;
      messages: typeof apiKeyMessages;
    };
  }
}

export const apiKeyMessages = {
  invalid: "This API key is not valid: it is unknown or has been revoked.",
  /** Staff routes no scope opens, and every route for shoppers. */
  routeClosed: "API keys cannot use this route: it needs a person signed in.",
  missingScope: (scope: ApiKeyScope) => `This API key does not have the "${scope}" scope this route needs.`,
  stockOnly: 'This API key has the "stock:write" scope but not "catalog:write": it may change only a product\'s stock.',
  tooMany: (seconds: number) => `Too many requests with this API key. Please wait ${seconds} seconds and try again.`,
};

/** 403 unless the key holds a scope the route names (./scopes.ts); a route naming none is closed to keys. */
function requireKeyScope(request: FastifyRequest, key: VerifiedKey): RequestApiKey {
  const needed = apiKeyScopesFor(request.method, request.routeOptions.url ?? "");
  if (needed.length === 0) throw forbidden(apiKeyMessages.routeClosed);
  const held = needed.filter((scope) => key.scopes.includes(scope));
  if (held.length === 0) throw forbidden(apiKeyMessages.missingScope(needed[0]!));
  return { ...key, stockOnly: held.length === 1 && held[0] === "stock:write" && needed[0] !== "stock:write" };
}

const onlyStock = (body: unknown) => typeof body === "object" && body !== null && Object.keys(body).every((field) => field === "stock");

async function apiKeyGuard(app: FastifyInstance) {
  app.decorateRequest("apiKey", null);
  const perKey = app.createRateLimit({
    max: app.config.apiKeyRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? request.ip}`,
  });

  app.decorate("apiKeys", {
    isKey: isApiKeyToken,
    async authenticate(request: FastifyRequest, token: string) {
      const key = await verifyApiKey(app.db, token);
      if (!key) throw unauthorized(apiKeyMessages.invalid);
      request.apiKey = { ...key, stockOnly: false };
      const count = await perKey(request);
      if (!count.isAllowed && count.isExceeded) throw new HttpError(429, apiKeyMessages.tooMany(Math.max(1, count.ttlInSeconds)));
      request.apiKey = requireKeyScope(request, key);
      return key;
    },
    messages: apiKeyMessages,
  });

  app.addHook("preHandler", async (request) => {
    if (request.apiKey?.stockOnly && !onlyStock(request.body)) throw forbidden(apiKeyMessages.stockOnly);
  });
  app.addHook("preHandler", (request, _reply, done) => {
    const key = request.apiKey;
    if (!key) return done();
    // The handler and all it starts run as the key: audit() names it (../../audit/acting-key.ts).
    actAsApiKey({ id: key.id, name: key.name }, done);
  });
}

export default fp(apiKeyGuard, { name: "api-key-guard", dependencies: ["@fastify/rate-limit"] });
