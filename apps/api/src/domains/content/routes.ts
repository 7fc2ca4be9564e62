import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BlogIdParams } from "@vayu/shared/content";
import { usePublicCaching } from "../../http/cache";
import { getBlog, listBanners, listBlogs, listTestimonials } from "./service";

/** Home page and blog content: public, the same for every visitor, so cached like the catalog. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app);

  app.get("/banner", async () => ({ banners: await listBanners(app.db) }));

  app.get("/blogs", async () => ({ data: await listBlogs(app.db) }));

  app.get("/blogs/:id", { schema: { params: BlogIdParams } }, async (request) => ({
    data: await getBlog(app.db, request.params.id),
  }));

  app.get("/testimonials", async () => ({ data: await listTestimonials(app.db) }));
};

export default contentRoutes;
