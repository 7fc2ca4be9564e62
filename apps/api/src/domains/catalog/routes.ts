import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the catalog domain are filled in by its issue.
const catalogRoutes: FastifyPluginAsyncZod = async () => {};

export default catalogRoutes;
