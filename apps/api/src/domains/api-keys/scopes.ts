import type { ApiKeyScope } from "@vayu/shared/api-keys";

/**
 * Which scope lets an API key use which staff route (docs/api-keys.md, docs/decisions/318-api-keys.md):
 * the one place that says it, read by the auth guard on every staff request. A route no rule
 * names is refused to every key: staff accounts, settings, the API keys themselves, webhooks,
 * content, coupons, the audit log. A new staff route is therefore closed to keys until a rule
 * here opens it (access.test.ts walks every route).
 */
interface Rule {
  /** The route's path below /api/admin. */
  below: RegExp;
  /** GET and HEAD. */
  read?: ApiKeyScope;
  /** POST, PUT, PATCH, DELETE. */
  write?: ApiKeyScope;
}

const RULES: readonly Rule[] = [
  { below: /^\/orders(\/|$)/, read: "orders:read", write: "orders:write" },
  // Resending an order's SMS or WhatsApp message.
  { below: /^\/messages\/[^/]+\/resend$/, write: "orders:write" },
  { below: /^\/cod-remittances$/, read: "reports:read", write: "orders:write" },
  { below: /^\/(products|categories|subcategories|sales)(\/|$)/, read: "catalog:read", write: "catalog:write" },
  // Product pictures, uploaded before the product change that uses them.
  { below: /^\/uploads$/, write: "catalog:write" },
  { below: /^\/(reports\/|cod-decisions$|dashboard$)/, read: "reports:read" },
];

/** The route a key with `stock:write` alone may use, for a body that changes the stock only. */
export const STOCK_ROUTE = { method: "PATCH", url: /^\/api\/admin\/products\/(:id|\{id\})$/ } as const;

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * The scopes, any one of which lets a key use the route `method` + `url` (Fastify's
 * `routeOptions.url`, `/api/admin/orders/:id`, or the OpenAPI path, `/api/admin/orders/{id}`);
 * none: keys are refused (403). `PATCH /api/admin/products/:id` also answers `stock:write`,
 * which the guard then holds to a body of `stock` alone.
 */
export function apiKeyScopesFor(method: string, url: string): readonly ApiKeyScope[] {
  if (!url.startsWith("/api/admin/")) return [];
  const below = url.slice("/api/admin".length);
  const verb = method.toUpperCase();
  const rule = RULES.find((candidate) => candidate.below.test(below));
  const scope = rule && (isRead(verb) ? rule.read : rule.write);
  if (!scope) return [];
  return verb === STOCK_ROUTE.method && STOCK_ROUTE.url.test(url) ? [scope, "stock:write"] : [scope];
}
