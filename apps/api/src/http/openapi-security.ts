import type { ApiKeyScope } from "@vayu/shared/api-keys";
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
    description:
      "The access token of a login (`accessToken` from `POST /api/auth/login`), sent as `Authorization: Bearer <token>`.",
  },
  apiKey: {
    type: "http",
    scheme: "bearer",
    description:
      "A staff API key (it starts `vayu_live_`), sent as `Authorization: Bearer <key>`. The owner creates keys with scopes at `POST /api/admin/api-keys`; an operation lists the scope it needs.",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, ApiKeyScope[]>>;

/** The scopes any one of which lets an API key call a staff route; none: keys are refused (the API keys domain's, given by app.ts). */
export type ApiKeyScopesFor = (method: string, path: string) => readonly ApiKeyScope[];

/**
 * An operation's `security`: who may call it, as its route's guard decides. Empty for public
 * routes; a login for the shopper's; a login, or for staff routes a scope opens an API key with it.
 * "optional" routes also answer without a login (an empty requirement).
 */
export function securityFor(
  method: string,
  path: string,
  access: Access,
  scopesFor: ApiKeyScopesFor,
): SecurityRequirement[] {
  switch (access) {
    case "public":
      return [];
    case "session":
      return [{ session: [] }];
    case "optional":
      return [{ session: [] }, {}];
    // A key with any one of the route's scopes may call it (docs/decisions/318-api-keys.md): one requirement each.
    case "staff":
      return [
        { session: [] },
        ...scopesFor(method, path).map((scope): SecurityRequirement => ({ apiKey: [scope] })),
      ];
  }
}
