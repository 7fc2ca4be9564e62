import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@vayu/shared/errors";
import { SearchInsightsResponse, searchQuery, SearchResponse, suggestQuery, SuggestResponse } from "@vayu/shared/search";
import { nextSaleBoundary } from "../catalog/index";
import { normaliseQuery } from "./query-terms";
import { recordSearch, searchInsights } from "./insights";
import { searchProducts } from "./search-products";
import { suggest } from "./suggest";
import { CATALOG_CHANGED, SuggestCache } from "./suggest-cache";

/** Distinct typeahead queries kept: a few kilobytes each. */
const SUGGEST_CACHE_ENTRIES = 5000;

/** GET /api/search and /api/search/suggest (docs/decisions/100-search.md). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const suggestions = new SuggestCache(SUGGEST_CACHE_ENTRIES, async () => (await nextSaleBoundary(app.db))?.getTime() ?? Number.POSITIVE_INFINITY);
  const stopListening = await app.database.listen(
    CATALOG_CHANGED,
    () => suggestions.clear(),
    () => {
      app.log.warn("catalog changes can no longer be heard: suggestions are not cached until they can");
      suggestions.disable();
    },
    () => suggestions.enable(),
  );
  app.addHook("onClose", stopListening);

  app.get("/search", { schema: { querystring: searchQuery, response: { 200: SearchResponse, ...errorResponses } } }, async (request) => {
    const params = request.query;
    const result = await searchProducts(app.db, params);
    // The search as the shopper ran it: a first page, unfiltered, in relevance order. Paging,
    // filtering and sorting the same results are not new searches.
    const asRun =
      params.page === 1 &&
      params.sort === "relevance" &&
      !params.category &&
      params.minPrice === undefined &&
      params.maxPrice === undefined &&
      params.inStock === undefined;
    if (asRun) await recordSearch(app.db, params.q, result.total);
    return result;
  });

  app.get(
    "/search/suggest",
    { schema: { querystring: suggestQuery, response: { 200: SuggestResponse, ...errorResponses } } },
    async (request) =>
      suggestions.answer(normaliseQuery(request.query.q), () => suggest(app.db, request.query.q)),
  );
};

/** GET /api/admin/search/insights: staff only, guarded as every staff route is. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  app.get("/insights", { schema: { response: { 200: SearchInsightsResponse, ...errorResponses } } }, async () => searchInsights(app.db));
};
