import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BannersResponse, BlogIdParams, BlogResponse, BlogsResponse, TestimonialsResponse } from "@vayu/shared/content";
import { errorResponses } from "@vayu/shared/errors";
import { langQuery } from "@vayu/shared/localised-content";
import { usePublicCaching } from "../../http/cache";
import { getBlog, listBanners, listBlogs, listTestimonials } from "./service";

/**
 * Home page and blog content: public, the same for every visitor of a language, so cached like
 * the catalog (each `?lang=` is its own URL, so its own kept answer: docs/decisions/313-hindi-content-fields.md).
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/banner", { schema: { querystring: langQuery, response: { 200: BannersResponse, ...errorResponses } } }, async (request) => ({
    banners: await listBanners(app.db, request.query.lang),
  }));

  app.get("/blogs", { schema: { querystring: langQuery, response: { 200: BlogsResponse, ...errorResponses } } }, async (request) => ({
    data: await listBlogs(app.db, request.query.lang),
  }));

  app.get(
    "/blogs/:id",
    { schema: { params: BlogIdParams, querystring: langQuery, response: { 200: BlogResponse, ...errorResponses } } },
    async (request) => ({ data: await getBlog(app.db, request.params.id, request.query.lang) }),
  );

  app.get("/testimonials", { schema: { querystring: langQuery, response: { 200: TestimonialsResponse, ...errorResponses } } }, async (request) => ({
    data: await listTestimonials(app.db, request.query.lang),
  }));
};

export default contentRoutes;
