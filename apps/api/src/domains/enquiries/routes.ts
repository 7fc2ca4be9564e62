import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the enquiries domain are filled in by its issue.
const enquiriesRoutes: FastifyPluginAsyncZod = async () => {};

export default enquiriesRoutes;
