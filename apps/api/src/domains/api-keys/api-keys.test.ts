import { eq } from "drizzle-orm";
import type { ApiKeyCreatedResponseType, ApiKeyScope, ApiKeySummaryType } from "@vayu/shared/api-keys";
import type { AdminOrdersResponseType } from "@vayu/shared/admin";
import type { AuditResponseType } from "@vayu/shared/audit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placedCodOrder } from "../../test/checkout-fixtures";
import { createTestApp, type TestApp } from "../../test/app";
import { createProduct, createUser, productStock } from "../../test/factories";
import { apiKeys } from "./tables";

/** The store's API keys (docs/api-keys.md, docs/decisions/318-api-keys.md), as an integrator meets them. */

const REQUESTS_PER_MINUTE = 20;

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) });
  owner = await createUser(t.db, t.config.jwtSecret, { role: "owner", name: "Meera Iyer" });
  orderId = (await placedCodOrder(t, { pricePaise: 250_000 })).orderId;
});
afterAll(() => t.close());

async function createKey(name: string, scopes: ApiKeyScope[]) {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/api-keys", headers: owner.auth, payload: { name, scopes } });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<ApiKeyCreatedResponseType>();
  return { ...created, auth: { authorization: `Bearer ${created.key}` } };
}

const patchProduct = (auth: Record<string, string>, id: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/products/${id}`, headers: auth, payload });

describe("an API key with orders:read", () => {
  it("lists orders and is refused a product change, naming the scope it lacks", async () => {
    const { auth } = await createKey("Order sync", ["orders:read"]);
    const listed = await t.app.inject({ url: "/api/admin/orders", headers: auth });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<AdminOrdersResponseType>().orders.map((order) => order._id)).toContain(orderId);

    const product = await createProduct(t.db, { title: "Breeze Tower Fan" });
    const refused = await patchProduct(auth, product.id, { title: "Renamed by a key" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This API key does not have the "catalog:write" scope this route needs.');
    const after = await t.app.inject({ url: `/api/admin/products?q=Breeze`, headers: owner.auth });
    expect(after.body).toContain("Breeze Tower Fan");
  });

  it("is refused routes no scope opens: staff, settings, the keys themselves, the audit log", async () => {
    const { auth } = await createKey("Nosy", ["orders:read", "orders:write", "catalog:read", "catalog:write", "stock:write", "reports:read"]);
    for (const url of ["/api/admin/staff", "/api/admin/settings", "/api/admin/api-keys", "/api/admin/audit", "/api/admin/me"]) {
      const response = await t.app.inject({ url, headers: auth });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe("API keys cannot use this route: it needs a person signed in.");
    }
    const shopperRoute = await t.app.inject({ url: "/api/account/sessions", headers: auth });
    expect(shopperRoute.statusCode).toBe(403);
  });
});

describe("an API key with catalog:write", () => {
  it("changes a product, and the audit log names the key as the one who did", async () => {
    const { auth } = await createKey("Catalogue feed", ["catalog:write"]);
    const product = await createProduct(t.db, { title: "Frost Air Cooler" });
    const changed = await patchProduct(auth, product.id, { title: "Frost Air Cooler 2" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product.title).toBe("Frost Air Cooler 2");

    const log = await t.app.inject({ url: `/api/admin/audit?entity=product&entityId=${product.id}`, headers: owner.auth });
    const [entry] = log.json<AuditResponseType>().entries;
    expect(entry?.actor.name).toBe('API key "Catalogue feed"');
    expect(entry?.changes.map((change) => change.field)).toContain("Title");
  });
});

describe("an API key with stock:write alone", () => {
  it("changes a product's stock and nothing else of it", async () => {
    const { auth } = await createKey("Warehouse", ["stock:write"]);
    const product = await createProduct(t.db, { stock: 4 });
    const stocked = await patchProduct(auth, product.id, { stock: 25 });
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect(await productStock(t.db, product.id)).toBe(25);

    const priced = await patchProduct(auth, product.id, { stock: 30, price: 1 });
    expect(priced.statusCode).toBe(403);
    expect(priced.json().message).toContain('not "catalog:write"');
    expect(await productStock(t.db, product.id)).toBe(25);
  });
});

describe("the owner's keys", () => {
  it("shows the key once, stores only its hash, and never lists it", async () => {
    const { key, apiKey } = await createKey("Accounts export", ["reports:read"]);
    expect(key).toMatch(/^vayu_live_[0-9a-f]{16}_[\w-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey._id));
    const secret = key.slice(apiKey.prefix.length + 1);
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await t.app.inject({ url: "/api/admin/api-keys", headers: owner.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    const shown = listed.json<{ apiKeys: ApiKeySummaryType[] }>().apiKeys.find((k) => k._id === apiKey._id);
    expect(shown).toMatchObject({ name: "Accounts export", scopes: ["reports:read"], createdBy: { name: "Meera Iyer" }, lastUsedAt: null, revokedAt: null });
  });

  it("shows a key's last use once it is used", async () => {
    const { apiKey, auth } = await createKey("Dashboard screen", ["reports:read"]);
    expect((await t.app.inject({ url: "/api/admin/dashboard", headers: auth })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: "/api/admin/api-keys", headers: owner.auth });
    const shown = listed.json<{ apiKeys: ApiKeySummaryType[] }>().apiKeys.find((k) => k._id === apiKey._id);
    expect(shown?.lastUsedAt).not.toBeNull();
  });

  it("revokes a key: refused (401) from the next request, creation and revocation audited", async () => {
    const { apiKey, auth } = await createKey("Old courier sync", ["orders:read"]);
    expect((await t.app.inject({ url: "/api/admin/orders", headers: auth })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: "DELETE", url: `/api/admin/api-keys/${apiKey._id}`, headers: owner.auth });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).not.toBeNull();

    const refused = await t.app.inject({ url: "/api/admin/orders", headers: auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("This API key is not valid: it is unknown or has been revoked.");

    const log = await t.app.inject({ url: `/api/admin/audit?entity=api-key&entityId=${apiKey._id}`, headers: owner.auth });
    const actions = log.json<AuditResponseType>().entries.map((entry) => [entry.action, entry.actor.name]);
    expect(actions).toEqual([
      ["revoke", "Meera Iyer"],
      ["create", "Meera Iyer"],
    ]);
    expect(log.body).not.toContain(auth.authorization.slice("Bearer ".length));
  });

  it("refuses an unknown or altered key (401)", async () => {
    const { key } = await createKey("Typo", ["orders:read"]);
    const altered = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
    for (const bad of [altered, "vayu_live_0000000000000000_" + "x".repeat(43), "vayu_live_nonsense"]) {
      const response = await t.app.inject({ url: "/api/admin/orders", headers: { authorization: `Bearer ${bad}` } });
      expect(response.statusCode, bad).toBe(401);
    }
  });

  it("are the owner's alone: other staff are refused (403)", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const response = await t.app.inject({ method: "POST", url: "/api/admin/api-keys", headers: staff.auth, payload: { name: "Mine", scopes: ["orders:read"] } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only the store's owner can manage API keys.");
  });

  it("refuses a key without a name or with an unknown scope, naming the field", async () => {
    const noScope = await t.app.inject({ method: "POST", url: "/api/admin/api-keys", headers: owner.auth, payload: { name: "Feed", scopes: ["orders:delete"] } });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().message).toContain("scopes");
    const noName = await t.app.inject({ method: "POST", url: "/api/admin/api-keys", headers: owner.auth, payload: { name: " ", scopes: ["orders:read"] } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain("name");
  });
});

describe("a key's rate limit", () => {
  it("answers 429 once the key has made its requests for the minute, and counts each key apart", async () => {
    const busy = await createKey("Busy poller", ["orders:read"]);
    const statuses: number[] = [];
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i++) statuses.push((await t.app.inject({ url: "/api/admin/orders", headers: busy.auth })).statusCode);
    expect(statuses.slice(0, REQUESTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await t.app.inject({ url: "/api/admin/orders", headers: busy.auth });
    expect(limited.json().message).toMatch(/^Too many requests with this API key\. Please wait \d+ seconds and try again\.$/);

    const calm = await createKey("Calm poller", ["orders:read"]);
    expect((await t.app.inject({ url: "/api/admin/orders", headers: calm.auth })).statusCode).toBe(200);
  });
});
