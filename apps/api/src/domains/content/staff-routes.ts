import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import {
  BannerBody,
  BannerPatchBody,
  BlogBody,
  BlogPatchBody,
  StaffBannerResponse,
  StaffBannersResponse,
  StaffBlogResponse,
  StaffBlogsResponse,
  StaffTestimonialResponse,
  StaffTestimonialsResponse,
  TestimonialBody,
  TestimonialPatchBody,
} from "@vayu/shared/staff-content";
import { errorResponses, MessageResponse } from "@vayu/shared/errors";
import { currentUser } from "../accounts/index";
import { bannerCrud, bannerValues, blogCrud, testimonialCrud, withHindi } from "./staff-content";

const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses });
const created = <T>(schema: T) => ({ 201: schema, ...errorResponses });
const deleted = { params: idParam, response: ok(MessageResponse) };

/** Home page banners, blog posts and testimonials under /api/admin (the storefront's /banner, /blogs, /testimonials read them). */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get("/banners", { schema: { response: ok(StaffBannersResponse) } }, async () => ({ banners: await bannerCrud.list(app.db) }));
  app.post("/banners", { schema: { body: BannerBody, response: created(StaffBannerResponse) } }, async (request, reply) => {
    reply.status(201);
    return { banner: await bannerCrud.create(app.db, actor(request), bannerValues(request.body)) };
  });
  app.patch("/banners/:id", { schema: { params: idParam, body: BannerPatchBody, response: ok(StaffBannerResponse) } }, async (request) => ({
    banner: await bannerCrud.update(app.db, actor(request), request.params.id, bannerValues(request.body)),
  }));
  app.delete("/banners/:id", { schema: deleted }, async (request) => {
    await bannerCrud.remove(app.db, actor(request), request.params.id);
    return { message: "Banner deleted." };
  });

  app.get("/blogs", { schema: { response: ok(StaffBlogsResponse) } }, async () => ({ blogs: await blogCrud.list(app.db) }));
  app.post("/blogs", { schema: { body: BlogBody, response: created(StaffBlogResponse) } }, async (request, reply) => {
    reply.status(201);
    return { blog: await blogCrud.create(app.db, actor(request), withHindi(request.body)) };
  });
  app.patch("/blogs/:id", { schema: { params: idParam, body: BlogPatchBody, response: ok(StaffBlogResponse) } }, async (request) => ({
    blog: await blogCrud.update(app.db, actor(request), request.params.id, withHindi(request.body)),
  }));
  app.delete("/blogs/:id", { schema: deleted }, async (request) => {
    await blogCrud.remove(app.db, actor(request), request.params.id);
    return { message: "Blog post deleted." };
  });

  app.get("/testimonials", { schema: { response: ok(StaffTestimonialsResponse) } }, async () => ({ testimonials: await testimonialCrud.list(app.db) }));
  app.post("/testimonials", { schema: { body: TestimonialBody, response: created(StaffTestimonialResponse) } }, async (request, reply) => {
    reply.status(201);
    return { testimonial: await testimonialCrud.create(app.db, actor(request), { image: "", ...withHindi(request.body) }) };
  });
  app.patch("/testimonials/:id", { schema: { params: idParam, body: TestimonialPatchBody, response: ok(StaffTestimonialResponse) } }, async (request) => ({
    testimonial: await testimonialCrud.update(app.db, actor(request), request.params.id, withHindi(request.body)),
  }));
  app.delete("/testimonials/:id", { schema: deleted }, async (request) => {
    await testimonialCrud.remove(app.db, actor(request), request.params.id);
    return { message: "Testimonial deleted." };
  });
};

export default contentAdminRoutes;
