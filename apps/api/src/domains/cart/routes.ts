import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the cart domain are filled in by its issue.
const cartRoutes: FastifyPluginAsyncZod = async () => {};

export default cartRoutes;
