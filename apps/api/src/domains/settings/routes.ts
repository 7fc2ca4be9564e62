import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import { langQuery } from "@vayu/shared/localised-content";
import { PolicyParams, PolicyTextResponse, StoreProfileResponse } from "@vayu/shared/store-settings";
import { usePublicCaching } from "../../http/cache";
import { keepSettings } from "./cache";
import { getSettings, policyText, settingsEnvironment } from "./service";
import { toProfile } from "./store-settings";

/**
 * The public store profile and policy texts (docs/decisions/183-store-settings.md): the same
 * for every visitor, so cached like the catalog, and dropped with it when the owner saves.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cache } = app.publicReads;
  keepSettings(app.db, {
    environment: settingsEnvironment(app.config),
    generation: () => (cache.keeping ? cache.generation : null),
  });
  usePublicCaching(app);

  app.get("/settings", { schema: { response: { 200: StoreProfileResponse, ...errorResponses } } }, async () =>
    toProfile(await getSettings(app.db)),
  );

  app.get(
    "/settings/policies/:page",
    { schema: { params: PolicyParams, querystring: langQuery, response: { 200: PolicyTextResponse, ...errorResponses } } },
    async (request) => policyText(app.db, request.params.page, request.query.lang),
  );
};

export default settingsRoutes;
