import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import {
  SearchInsightsResponse,
  searchQuery,
  SearchResponse,
  SearchSynonymBody,
  SearchSynonymPatchBody,
  SearchSynonymResponse,
  SearchSynonymsResponse,
  suggestQuery,
  SuggestResponse,
} from "@vayu/shared/search";
import type { Db } from "../../db/client";
import { currentUser } from "../accounts/index";
import { nextSaleBoundary } from "../catalog/index";
import { normaliseQuery } from "./query-terms";
import { recordSearch, searchInsights } from "./insights";
import { searchProducts } from "./search-products";
import { suggest } from "./suggest";
import { CATALOG_CHANGED, SuggestCache } from "./suggest-cache";
import { createSynonym, deleteSynonym, listSynonyms, loadSynonyms, SynonymCache, updateSynonym } from "./synonyms";

/** Distinct typeahead queries kept: a few kilobytes each. */
const SUGGEST_CACHE_ENTRIES = 5000;

/** What this process keeps for search, for the public routes and the staff's synonym edits alike. */
interface SearchCaches {
  suggestions: SuggestCache;
  synonyms: SynonymCache;
}

const searchCachesByDb = new WeakMap<Db, SearchCaches>();

function searchCaches(db: Db): SearchCaches {
  let caches = searchCachesByDb.get(db);
  if (!caches) {
    caches = {
      suggestions: new SuggestCache(SUGGEST_CACHE_ENTRIES, async () => (await nextSaleBoundary(db))?.getTime() ?? Number.POSITIVE_INFINITY),
      synonyms: new SynonymCache(() => loadSynonyms(db)),
    };
    searchCachesByDb.set(db, caches);
  }
  return caches;
}

/** GET /api/search and /api/search/suggest (docs/decisions/100-search.md). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { suggestions, synonyms } = searchCaches(app.db);
  // The catalog's triggers and the synonyms' notify on one channel: either change drops both.
  const stopListening = await app.database.listen(
    CATALOG_CHANGED,
    () => {
      suggestions.clear();
      synonyms.clear();
    },
    () => {
      app.log.warn("catalog changes can no longer be heard: suggestions and synonyms are not cached until they can");
      suggestions.disable();
      synonyms.disable();
    },
    () => {
      suggestions.enable();
      synonyms.enable();
    },
  );
  app.addHook("onClose", stopListening);

  app.get("/search", { schema: { querystring: searchQuery, response: { 200: SearchResponse, ...errorResponses } } }, async (request) => {
    const params = request.query;
    const result = await searchProducts(app.db, await synonyms.get(), params);
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
    async (request) => {
      const { q, lang } = request.query;
      // Each language its own answers: the same query suggests Hindi titles under `lang=hi`.
      return suggestions.answer(`${lang}:${normaliseQuery(q)}`, async () => suggest(app.db, await synonyms.get(), q, lang));
    },
  );
};

/** /api/admin/search/insights and /synonyms: staff only, guarded as every staff route is. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  /** This process answers with the new synonyms at once; the others when they hear the change. */
  const changed = () => {
    const { suggestions, synonyms } = searchCaches(app.db);
    suggestions.clear();
    synonyms.clear();
  };

  app.get("/insights", { schema: { response: { 200: SearchInsightsResponse, ...errorResponses } } }, async () => searchInsights(app.db));

  // Synonyms (docs/decisions/314-hindi-search.md): every write audited.
  app.get("/synonyms", { schema: { response: { 200: SearchSynonymsResponse, ...errorResponses } } }, async () => ({
    synonyms: await listSynonyms(app.db),
  }));
  app.post(
    "/synonyms",
    { schema: { body: SearchSynonymBody, response: { 201: SearchSynonymResponse, ...errorResponses } } },
    async (request, reply) => {
      const synonym = await app.db.transaction((tx) => createSynonym(tx, actor(request), request.body));
      changed();
      reply.status(201);
      return { synonym };
    },
  );
  app.patch(
    "/synonyms/:id",
    { schema: { params: idParam, body: SearchSynonymPatchBody, response: { 200: SearchSynonymResponse, ...errorResponses } } },
    async (request) => {
      const synonym = await app.db.transaction((tx) => updateSynonym(tx, actor(request), request.params.id, request.body));
      changed();
      return { synonym };
    },
  );
  app.delete(
    "/synonyms/:id",
    { schema: { params: idParam, response: { 200: MessageResponse, ...errorResponses } } },
    async (request) => {
      await app.db.transaction((tx) => deleteSynonym(tx, actor(request), request.params.id));
      changed();
      return { message: "Synonym deleted." };
    },
  );
};
