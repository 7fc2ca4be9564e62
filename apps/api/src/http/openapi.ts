import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { operations } from "./openapi-operations";
import { securityFor, securitySchemes, type ApiKeyScopesFor } from "./openapi-security";

/** The API's own description (docs/decisions/110-api-contract.md). */
export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** "/api/admin/orders/:id" -> "admin", "/api/order/:id" -> "order": groups the reference page. */
const tagOf = (url: string) => url.split("/")[2] ?? "api";

/** "/api/order/:id" -> "/api/order/{id}", the description's spelling of a path. */
export const openApiPath = (url: string) => url.replace(/:(\w+)\??/g, "{$1}");

/** The operation's key in ./openapi-operations.ts: "GET /api/order/{id}". */
export const operationKey = (method: string, url: string) => `${method} ${openApiPath(url)}`;

/**
 * Names, summarises and secures an /api route's operation from ./openapi-operations.ts; leaves
 * everything else (pages, the sitemap, static files) out of the API's description.
 */
const describeRoute = (scopesFor: ApiKeyScopesFor) => (route: RouteOptions) => {
  if (route.schema?.hide) return;
  if (!route.url.startsWith("/api/")) {
    route.schema = { ...route.schema, hide: true };
    return;
  }
  const [method, ...others] = [route.method].flat().filter((verb) => verb !== "HEAD");
  const operation = method && others.length === 0 ? operations[operationKey(method, route.url)] : undefined;
  route.schema = {
    tags: [tagOf(route.url)],
    ...route.schema,
    ...(method &&
      operation && {
        operationId: operation.operationId,
        summary: operation.summary,
        security: securityFor(method, openApiPath(route.url), operation.access, scopesFor),
      }),
  };
};

/**
 * Publishes OpenAPI 3.1 from the routes' zod schemas at /api/openapi.json and the reference page
 * at /api/docs. Register before the routes: both plugins learn of a route as it is added.
 * `apiKeyScopesFor` says which API key scopes open a staff route, for its `security`.
 */
export async function registerOpenApi(app: FastifyInstance, apiKeyScopesFor: ApiKeyScopesFor) {
  app.addHook("onRoute", describeRoute(apiKeyScopesFor));
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vayu Home Appliances API",
        version: "1.0.0",
        description:
          "The store's HTTP API. Amounts are rupees unless a field says paise. Errors are `{ message }`, with `field` naming bad input.",
      },
      servers: [{ url: app.config.publicUrl, description: "The store (its PUBLIC_URL)" }],
      components: { securitySchemes },
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
