import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// TODO(scaffold): routes of the wishlist domain are filled in by its issue.
const wishlistRoutes: FastifyPluginAsyncZod = async () => {};

export default wishlistRoutes;
