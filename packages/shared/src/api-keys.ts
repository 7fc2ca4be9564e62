import { z } from "zod";

/**
 * API keys for integrations (docs/api-keys.md, docs/decisions/318-api-keys.md): a named key
 * with scopes, shown once, sent as `Authorization: Bearer <key>`.
 */

export const API_KEY_SCOPES = ["orders:read", "orders:write", "catalog:read", "catalog:write", "stock:write", "reports:read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, in the console's words. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "orders:read": "Read orders",
  "orders:write": "Move, refund and annotate orders",
  "catalog:read": "Read products and categories",
  "catalog:write": "Change products, categories and sale prices",
  "stock:write": "Change a product's stock",
  "reports:read": "Read reports",
};

/** Every key starts with it: the server tells a key from a login's token by it. */
export const API_KEY_PREFIX = "vayu_live_";

export const API_KEY_NAME_MAX = 60;

/** POST /admin/api-keys. */
export const ApiKeyCreateBody = z
  .object({
    name: z
      .string({ message: "name is required" })
      .trim()
      .min(2, { message: "name must be at least 2 characters" })
      .max(API_KEY_NAME_MAX, { message: `name must be at most ${API_KEY_NAME_MAX} characters` }),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { message: `scopes must each be one of ${API_KEY_SCOPES.join(", ")}` }), {
        message: "scopes must be a list",
      })
      .min(1, { message: "scopes must name at least one scope" })
      .transform((scopes) => [...new Set(scopes)]),
  })
  .strict();
export type ApiKeyCreateBodyType = z.input<typeof ApiKeyCreateBody>;

/** A key as the console lists it: never the key itself, only its public prefix. */
export const ApiKeySummary = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, which name it without being secret: `vayu_live_<id>`. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  /** Updated at most once a minute per key. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeySummaryType = z.infer<typeof ApiKeySummary>;

/** The answer of POST /admin/api-keys: `key` is shown this once and never again. */
export const ApiKeyCreatedResponse = z.object({ key: z.string(), apiKey: ApiKeySummary });
export type ApiKeyCreatedResponseType = z.infer<typeof ApiKeyCreatedResponse>;

export const ApiKeysResponse = z.object({ apiKeys: z.array(ApiKeySummary) });
export type ApiKeysResponseType = z.infer<typeof ApiKeysResponse>;

export const ApiKeyResponse = z.object({ apiKey: ApiKeySummary });
export type ApiKeyResponseType = z.infer<typeof ApiKeyResponse>;
