import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BannersResponse, BlogIdParams, BlogResponse, BlogsResponse, TestimonialsResponse } from "@vayu/shared/content";
import { errorResponses } from "@vayu/shared/errors";
import { usePublicCaching } from "../../http/cache";
import { getBlog, listBanners, listBlogs, listTestimonials } from "./service";

/** Home page and blog content: public, the same for every visitor, so cached like the catalog. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/banner", { schema: { response: { 200: BannersResponse, ...errorResponses } } }, async () => ({ banners: await listBanners(app.db) }));

  app.get("/blogs", { schema: { response: { 200: BlogsResponse, ...errorResponses } } }, async () => ({ data: await listBlogs(app.db) }));

  app.get("/blogs/:id", { schema: { params: BlogIdParams, response: { 200: BlogResponse, ...errorResponses } } }, async (request) => ({
    data: await getBlog(app.db, request.params.id),
  }));

  app.get("/testimonials", { schema: { response: { 200: TestimonialsResponse, ...errorResponses } } }, async () => ({ data: await listTestimonials(app.db) }));
};

export default contentRoutes;
