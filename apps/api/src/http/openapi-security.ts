import type { Access } from "./openapi-operations";

/**
 * How callers prove who they are, as the description declares it (docs/decisions/319-openapi-for-generators.md).
 * Both are bearer tokens in `Authorization`; the schemes differ in what the token is.
 */
export const securitySchemes = {
  session: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The access token of a login (`accessToken` from `POST /api/auth/login`), sent as `Authorization: Bearer <token>`.",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    description:
      "A staff API key (it starts `vayu_live_`), sent as `Authorization: Bearer <key>`. The owner creates keys with scopes at `POST /api/admin/api-keys`; an operation lists the scope it needs.",
  },
} as const;

/** The scopes a staff API key may hold (docs/decisions/319-openapi-for-generators.md). */
export type ApiKeyScope = "orders:read" | "orders:write" | "catalog:read" | "catalog:write" | "stock:write" | "reports:read";

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, ApiKeyScope[]>>;

const reads = (method: string) => method === "GET";

/** The scope an API key needs for a staff route, or null when only a staff login may call it. */
export function apiKeyScope(method: string, path: string): ApiKeyScope | null {
  if (path.startsWith("/api/admin/orders")) return reads(method) ? "orders:read" : "orders:write";
  if (/^\/api\/admin\/(products|categories|subcategories)(\/|$)/.test(path)) return reads(method) ? "catalog:read" : "catalog:write";
  if (path.startsWith("/api/admin/reports/") && reads(method)) return "reports:read";
  return null;
}

/**
 * An operation's `security`: who may call it, as its route's guard decides. Empty for public
 * routes; a login for the shopper's; a login, or for some staff routes an API key with a scope.
 * "optional" routes also answer without a login (an empty requirement).
 */
export function securityFor(method: string, path: string, access: Access): SecurityRequirement[] {
  switch (access) {
    case "public":
      return [];
    case "session":
      return [{ session: [] }];
    case "optional":
      return [{ session: [] }, {}];
    case "staff": {
      const scope = apiKeyScope(method, path);
      return scope ? [{ session: [] }, { apiKey: [scope] }] : [{ session: [] }];
    }
  }
}
