import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_SCOPES, type ApiKeyScope } from "@vayu/shared/api-keys";
import { apiKeyScopesFor } from "../api-keys/index";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Paths = Record<string, Record<string, unknown>>;

/** Every staff route, so a new one cannot forget the guard: taken from the API's own OpenAPI document. */
const staffPaths = async (): Promise<Paths> => (await t.app.inject({ url: "/api/openapi.json" })).json<{ paths: Paths }>().paths;

const someId = "00000000-0000-4000-8000-000000000000";
const filled = (path: string) => path.replace(/\{\w+\}/g, someId);

async function staffRoutes(prefix: string): Promise<[string, string][]> {
  const paths = await staffPaths();
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) => Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), path]));
}

describe("every /api/admin route", () => {
  it("refuses an anonymous caller (401) and a shopper (403), before reading any input", async () => {
    const routes = await staffRoutes("/api/admin");
    // The console's own routes are all there: a rename would otherwise shrink the check silently.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(["POST", "/api/admin/uploads"]);
    const shopper = await createUser(t.db, t.config.jwtSecret);
    for (const [method, path] of routes) {
      const request = { method: method as "GET", url: filled(path), payload: method === "GET" || method === "DELETE" ? undefined : {} };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${path} without a login`).toBe(401);
      expect(anonymous.json().message).toBe("Please log in to continue.");
      const asShopper = await t.app.inject({ ...request, headers: shopper.auth });
      expect(asShopper.statusCode, `${method} ${path} as a shopper`).toBe(403);
      expect(asShopper.json().message).toBe("You are not allowed to do that.");
    }
  });

  it("that manages staff accounts refuses staff who are not the owner (403)", async () => {
    const routes = await staffRoutes("/api/admin/staff");
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    for (const [method, path] of routes) {
      const response = await t.app.inject({ method: method as "GET", url: filled(path), headers: staff.auth, ...(method === "POST" && { payload: {} }) });
      expect(response.statusCode, `${method} ${path} as staff`).toBe(403);
      expect(response.json().message).toBe("Only the store's owner can manage staff accounts.");
    }
  });
});

describe("every /api/admin route, with an API key (docs/decisions/318-api-keys.md)", () => {
  it("names the scope a key needs, or refuses every key (403)", async () => {
    const routes = await staffRoutes("/api/admin");
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const keyWith = async (scopes: readonly ApiKeyScope[]) => {
      const created = await t.app.inject({ method: "POST", url: "/api/admin/api-keys", headers: owner.auth, payload: { name: `Key ${scopes.length}`, scopes } });
      expect(created.statusCode, created.body).toBe(201);
      return { authorization: `Bearer ${created.json<{ key: string }>().key}` };
    };
    const everyScope = await keyWith(API_KEY_SCOPES);
    const opened: string[] = [];
    for (const [method, path] of routes) {
      const request = { method: method as "GET", url: filled(path), payload: method === "GET" || method === "DELETE" ? undefined : {} };
      const needed = apiKeyScopesFor(method, path);
      const asKey = await t.app.inject({ ...request, headers: everyScope });
      if (needed.length === 0) {
        expect(asKey.statusCode, `${method} ${path} with a key`).toBe(403);
        expect(asKey.json().message).toBe("API keys cannot use this route: it needs a person signed in.");
        continue;
      }
      opened.push(`${method} ${path}`);
      expect([401, 403], `${method} ${path} with a key holding ${needed.join(" or ")}`).not.toContain(asKey.statusCode);
      const others = API_KEY_SCOPES.filter((scope) => !needed.includes(scope));
      const lacking = await t.app.inject({ ...request, headers: await keyWith(others) });
      expect(lacking.statusCode, `${method} ${path} without ${needed.join(" or ")}`).toBe(403);
      expect(lacking.json().message).toBe(`This API key does not have the "${needed[0]}" scope this route needs.`);
    }
    // The integrations' routes are open to keys: a rename would otherwise close them silently.
    expect(opened).toEqual(expect.arrayContaining(["GET /api/admin/orders", "PATCH /api/admin/products/{id}", "GET /api/admin/reports/gstr1"]));
  });
});
