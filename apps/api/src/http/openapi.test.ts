import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { DOCS_PREFIX, OPENAPI_PATH, operationKey } from "./openapi";
import { operations } from "./openapi-operations";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
type Document = {
  openapi: string;
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

/** The document's operations as [METHOD, path, operation]. */
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, string, Operation] => [
      method.toUpperCase(),
      path,
      operation,
    ]),
  );

const document = async () => {
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
};

/** The API's own routes as "METHOD /path/{param}", leaving out the documentation's. */
function apiRoutes() {
  return t.routes
    .filter(
      (route) =>
        route.url.startsWith("/api/") && route.url !== OPENAPI_PATH && !route.url.startsWith(DOCS_PREFIX),
    )
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== "HEAD")
        .map((method) => ({ route, key: operationKey(method, route.url) })),
    );
}

describe("the API's description", () => {
  it("declares a success and the error answers for every route", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(90);
    const lacking = routes
      .filter(({ route }) => {
        const codes = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
        return !codes.some((code) => code.startsWith("2")) || !codes.includes("400");
      })
      .map(({ key }) => key);
    expect(lacking, "routes without a 2xx and an error response schema").toEqual([]);
  });

  it("lists every route with its responses at /api/openapi.json", async () => {
    const { paths } = await document();
    const listed = new Set(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = apiRoutes()
      .map(({ key }) => key)
      .filter((key) => !listed.has(key));
    expect(missing, "routes missing from the document").toEqual([]);
    expect(Object.keys(paths["/api/order/{id}"]!.get!.responses!)).toEqual(
      expect.arrayContaining(["200", "400", "401", "404"]),
    );
  });

  it("is valid OpenAPI 3.1", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes the order's cash-on-delivery fields and the staff's refund payouts", async () => {
    const text = JSON.stringify((await document()).paths);
    for (const field of [
      "codCharge",
      "amountDue",
      "paymentCollectedAt",
      "invoiceUrl",
      "creditNoteUrl",
      "payout",
      "codLimit",
    ]) {
      expect(text, field).toContain(`"${field}"`);
    }
  });
});

describe("the API's description for client generators (docs/decisions/319-openapi-for-generators.md)", () => {
  it("names and summarises every operation, each name once, from the operations table", async () => {
    const listed = operationsOf(await document());
    const unnamed = listed
      .filter(([, , operation]) => !operation.operationId || !operation.summary)
      .map(([method, path]) => `${method} ${path}`);
    expect(
      unnamed,
      "operations without an operationId or summary: add them to http/openapi-operations.ts",
    ).toEqual([]);
    const ids = listed.map(([, , operation]) => operation.operationId);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      "operationIds used twice",
    ).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const routes = new Set(apiRoutes().map(({ key }) => key));
    expect(
      Object.keys(operations).filter((key) => !routes.has(key)),
      "table lines for routes that do not exist",
    ).toEqual([]);
  });

  it("declares its servers and security schemes, and who may call each operation", async () => {
    const doc = await document();
    expect(doc.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: "http", scheme: "bearer" }),
      apiKey: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
    const security = (method: string, path: string) => doc.paths[path]![method]!.security;
    expect(security("get", "/api/cart")).toEqual([{ session: [] }]);
    expect(security("get", "/api/product")).toEqual([]);
    expect(security("post", "/api/auth/login")).toEqual([]);
    expect(security("get", "/api/admin/orders")).toEqual([{ session: [] }, { apiKey: ["orders:read"] }]);
    expect(security("post", "/api/admin/orders/{id}/refund")).toEqual([
      { session: [] },
      { apiKey: ["orders:write"] },
    ]);
    // A stock-only change also opens to stock:write (docs/decisions/318-api-keys.md): either scope will do.
    expect(security("patch", "/api/admin/products/{id}")).toEqual([
      { session: [] },
      { apiKey: ["catalog:write"] },
      { apiKey: ["stock:write"] },
    ]);
    expect(security("get", "/api/admin/reports/gstr1")).toEqual([
      { session: [] },
      { apiKey: ["reports:read"] },
    ]);
    expect(security("patch", "/api/admin/settings"), "the owner's settings take no API key").toEqual([
      { session: [] },
    ]);
    for (const [method, path, operation] of operationsOf(doc)) {
      if (path.startsWith("/api/admin/"))
        expect(operation.security?.[0], `${method} ${path} is staff-only`).toEqual({ session: [] });
    }
  });

  it("says truthfully which operations need a login: those refuse a caller without one, the rest do not", async () => {
    const someId = "00000000-0000-4000-8000-000000000000";
    // A guard in the route's own preHandler runs after input validation, so an empty body is refused for it first.
    const guards = [t.app.authenticate, t.app.requireAdmin, t.app.requireOwner];
    const guardedAfterValidation = new Set(
      apiRoutes()
        .filter(({ route }) =>
          [route.preHandler].flat().some((hook) => guards.some((guard) => guard === hook)),
        )
        .map(({ key }) => key),
    );
    const wrong: string[] = [];
    for (const [method, path, operation] of operationsOf(await document())) {
      const requirements = operation.security ?? [];
      // "optional": a login or what the body carries (a signed link), so both answers are true.
      if (requirements.some((requirement) => Object.keys(requirement).length === 0)) continue;
      const response = await t.app.inject({
        method: method as "GET",
        url: path.replace(/\{\w+\}/g, someId),
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      const refused =
        response.statusCode === 401 &&
        response.json<{ message: string }>().message === "Please log in to continue.";
      const needsLogin = requirements.length > 0;
      const guarded =
        refused || (response.statusCode === 400 && guardedAfterValidation.has(`${method} ${path}`));
      if (guarded !== needsLogin)
        wrong.push(
          `${method} ${path}: declared ${needsLogin ? "login" : "no login"}, answered ${response.statusCode}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(await document()),
      absoluteRef: "openapi.json",
      config,
    });
    const listed = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`,
    );
    expect(
      listed.filter((line) => line.startsWith("error")),
      "errors",
    ).toEqual([]);
    // The warnings left are explained in the ADR: paths the published contract fixes, and no licence to state.
    expect(new Set(problems.map((problem) => problem.ruleId)), listed.join("\n")).toEqual(
      new Set(["no-ambiguous-paths", "info-license"]),
    );
  });
});

describe("the reference page at /api/docs", () => {
  it("renders from the store's own server, its scripts and styles included, under the store's CSP", async () => {
    const page = await t.app.inject({ url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = page.body;
    // No inline script: the store's CSP allows its own script files and, inline, only the pages' loader
    // (docs/decisions/182-paint-before-javascript.md).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset, "no asset from another site").not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `http://shop.test${DOCS_PREFIX}/`).pathname;
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
    }
    const initializer = await t.app.inject({ url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
