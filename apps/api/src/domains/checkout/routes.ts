import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the checkout domain are filled in by its issue.
const checkoutRoutes: FastifyPluginAsyncZod = async () => {};

export default checkoutRoutes;
