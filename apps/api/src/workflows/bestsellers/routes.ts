import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HomeRowResponse } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import { langQuery } from "@vayu/shared/localised-content";
import { usePublicCaching } from "../../http/cache";
import { bestsellersValidUntil, listBestsellers } from "./bestsellers";

/**
 * The home page's bestsellers, kept with the catalog's answers (docs/decisions/335-home-that-sells.md):
 * a placed, cancelled or returned order moves stock, which drops them; the 30-day window moving
 * on at midnight in India drops them too.
 */
const bestsellerRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app, { validUntil: bestsellersValidUntil });

  app.get("/product/bestsellers", { schema: { querystring: langQuery, response: { 200: HomeRowResponse, ...errorResponses } } }, async (request) => ({
    data: await listBestsellers(app.db, request.query.lang),
  }));
};

export default bestsellerRoutes;
