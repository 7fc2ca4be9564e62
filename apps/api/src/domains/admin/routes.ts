import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the admin domain are filled in by its issue.
const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
