import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiKeyCreateBody, ApiKeyCreatedResponse, ApiKeyResponse, ApiKeysResponse } from "@vayu/shared/api-keys";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { forbidden, unauthorized } from "../../http/errors";
import { createApiKey, listApiKeys, revokeApiKey } from "./service";

export const OWNER_ONLY = "Only the store's owner can manage API keys.";

/** The signed-in owner of the request (after requireAdmin); 403 for other staff. */
function owner(request: { user: { id: string; name: string; role: string } | null }) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== "owner") throw forbidden(OWNER_ONLY);
  return request.user;
}

/**
 * The owner's API keys, under /api/admin (docs/api-keys.md, docs/decisions/318-api-keys.md):
 * make one (the key is in that answer only), list them (never the key), revoke one. Keys
 * themselves cannot reach these routes: ./scopes.ts names no scope for them.
 */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
    owner(request);
  });

  app.get("/api-keys", { schema: { response: { 200: ApiKeysResponse, ...errorResponses } } }, async () => ({
    apiKeys: await listApiKeys(app.db),
  }));

  app.post(
    "/api-keys",
    { schema: { body: ApiKeyCreateBody, response: { 201: ApiKeyCreatedResponse, ...errorResponses } } },
    async (request, reply) => {
      const created = await createApiKey(app.db, owner(request), request.body);
      reply.status(201).header("cache-control", "no-store");
      return created;
    },
  );

  app.delete(
    "/api-keys/:id",
    { schema: { params: idParam, response: { 200: ApiKeyResponse, ...errorResponses } } },
    async (request) => ({ apiKey: await revokeApiKey(app.db, owner(request).id, request.params.id) }),
  );
};

export default apiKeyRoutes;
