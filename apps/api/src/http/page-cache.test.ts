import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createProduct, createUser } from "../test/factories";

/**
 * A stand-in for the web build's server renderer (apps/web/src/entry-server.tsx): it reads
 * through the API as the real one does and writes how many pages it has rendered into each.
 */
const fakeRenderer = `
let renders = 0;
export function createRenderer({ template, fetch }) {
  return async ({ url }) => {
    renders += 1;
    const { pathname } = new URL(url, "http://shop.test");
    if (pathname.startsWith("/product/")) {
      const response = await fetch("/api/product/" + pathname.split("/")[2], {});
      if (response.status !== 200) return { status: 404, html: "<h1>Not found</h1> render " + renders, passes: 1 };
      const { data } = await response.json();
      return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><h1>' + data.title + '</h1><p>Rs ' + data.price + '</p><p>render ' + renders + '</p></div>'), passes: 1 };
    }
    const me = await fetch("/api/auth/me", {});
    return { status: 200, html: "<p>signed in: " + (me.status === 200) + "</p> render " + renders, passes: 1 };
  };
}
`;

describe("storefront pages rendered on the server", () => {
  let t: TestApp;
  const root = mkdtempSync(path.join(tmpdir(), "vayu-pages-"));
  const webDist = path.join(root, "dist");

  beforeAll(async () => {
    mkdirSync(webDist);
    mkdirSync(path.join(root, "dist-server"));
    writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><title>Vayu</title><div id="root"></div>',
    );
    writeFileSync(path.join(root, "dist-server", "entry-server.js"), fakeRenderer);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const renderCount = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
  const visit = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("keeps a page made of public reads, compressed and with an ETag, until staff change what it shows", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const product = await createProduct(t.db, { title: "Vayu Desert Cooler 70 L", pricePaise: 12_999_00 });
    const url = `/product/${product.id}`;
    // Written straight to the database: its notifications reach the cache a moment later (on
    // PostgreSQL over another connection) and drop what was kept. Visit until a visit is
    // answered from memory; rendered every time, the page would never be.
    let first = await visit(url);
    for (let visits = 1; ; visits++) {
      const next = await visit(url);
      if (renderCount(next.body) === renderCount(first.body)) break;
      expect(visits, "a page rendered on every visit").toBeLessThan(20);
      first = next;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.body).toContain("Rs 12999");

    const again = await visit(url, { "accept-encoding": "br" });
    expect(again.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(again.rawPayload).toString();
    expect(renderCount(html)).toBe(renderCount(first.body));
    // An English page also varies on the lang cookie, which may send it to its Hindi one (http/languages.ts).
    expect(again.headers.vary).toBe("Accept-Encoding, Cookie");
    const unchanged = await visit(url, { "if-none-match": String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);

    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${product.id}`,
      headers: staff.auth,
      payload: { price: 11499 },
    });
    expect(edit.statusCode).toBe(200);
    const edited = await visit(url, { "if-none-match": String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain("Rs 11499");
    expect(renderCount(edited.body)).toBeGreaterThan(renderCount(first.body));
  });

  it("renders a kept page again once the owner saves the store's settings, which every page shows", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const product = await createProduct(t.db, { title: "Vayu Tower Fan", pricePaise: 4_999_00 });
    const url = `/product/${product.id}`;
    let kept = renderCount((await visit(url)).body);
    for (let visits = 1; ; visits++) {
      const next = renderCount((await visit(url)).body);
      if (next === kept) break;
      expect(visits, "a page rendered on every visit").toBeLessThan(20);
      kept = next;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/settings",
      headers: owner.auth,
      payload: { deliveryFee: 40 },
    });
    expect(saved.statusCode).toBe(200);
    expect(renderCount((await visit(url)).body)).toBeGreaterThan(kept);
  });

  it("renders every time a page that read anything but a public read, and a 404", async () => {
    for (const url of ["/account", "/product/00000000-0000-4000-8000-000000000000"]) {
      const first = renderCount((await visit(url)).body);
      expect(renderCount((await visit(url)).body)).toBe(first + 1);
    }
  });
});
