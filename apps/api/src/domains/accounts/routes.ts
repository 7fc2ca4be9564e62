import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the accounts domain are filled in by its issue.
const accountsRoutes: FastifyPluginAsyncZod = async () => {};

export default accountsRoutes;
