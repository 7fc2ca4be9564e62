import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The API's own description (docs/decisions/110-api-contract.md). */
export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** "/api/admin/orders/:id" -> "admin", "/api/order/:id" -> "order": groups the reference page. */
const tagOf = (url: string) => url.split("/")[2] ?? "api";

/**
 * Publishes OpenAPI 3.1 from the routes' zod schemas at /api/openapi.json and the reference page
 * at /api/docs. Register before the routes: both plugins learn of a route as it is added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !route.schema?.tags) route.schema = { ...route.schema, tags: [tagOf(route.url)] };
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vayu Home Appliances API",
        version: "1.0.0",
        description: "The store's HTTP API. Amounts are rupees unless a field says paise. Errors are `{ message }`, with `field` naming bad input.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0, validatorUrl: null },
  });
}
