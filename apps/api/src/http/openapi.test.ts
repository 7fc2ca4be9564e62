import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { DOCS_PREFIX, OPENAPI_PATH } from "./openapi";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, unknown>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

const document = async () => {
  const response = await t.app.inject({ url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
};

/** The API's own routes as "METHOD /path/{param}", leaving out the documentation's. */
function apiRoutes() {
  return t.routes
    .filter((route) => route.url.startsWith("/api/") && route.url !== OPENAPI_PATH && !route.url.startsWith(DOCS_PREFIX))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== "HEAD")
        .map((method) => ({ route, key: `${method} ${route.url.replace(/:(\w+)\??/g, "{$1}")}` })),
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
    const listed = new Set(Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    const missing = apiRoutes()
      .map(({ key }) => key)
      .filter((key) => !listed.has(key));
    expect(missing, "routes missing from the document").toEqual([]);
    expect(Object.keys(paths["/api/order/{id}"]!.get!.responses!)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));
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
    for (const field of ["codCharge", "amountDue", "paymentCollectedAt", "invoiceUrl", "creditNoteUrl", "payout", "codLimit"]) {
      expect(text, field).toContain(`"${field}"`);
    }
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
