import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the orders domain are filled in by its issue.
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
