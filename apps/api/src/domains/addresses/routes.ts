import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the addresses domain are filled in by its issue.
const addressesRoutes: FastifyPluginAsyncZod = async () => {};

export default addressesRoutes;
