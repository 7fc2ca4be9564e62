import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the content domain are filled in by its issue.
const contentRoutes: FastifyPluginAsyncZod = async () => {};

export default contentRoutes;
