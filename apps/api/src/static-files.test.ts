import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app";

describe("serving the storefront", () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), "vayu-web-"));

  beforeAll(async () => {
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Vayu</title>");
    writeFileSync(path.join(webDist, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(webDist, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(path.join(webDist, "assets", "index-abc123.js.br"), brotliCompressSync("console.log(1)"));
    writeFileSync(path.join(webDist, "assets", "index-abc123.js.map"), '{"sourcesContent":["secret"]}');
    writeFileSync(path.join(webDist, "assets", "index-abc123.js.map.br"), brotliCompressSync('{"sourcesContent":["secret"]}'));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("answers every page URL with the app shell, revalidated on each visit", async () => {
    for (const url of ["/", "/air-coolers/123", "/product/x?ref=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/orders" });
    expect(head.statusCode).toBe(200);
  });

  it("caches hashed assets for a year and other files not at all", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the build's brotli copy to browsers that accept it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers["vary"])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("console.log(1)");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never serves the build's source maps, compressed or not", async () => {
    for (const headers of [{}, { "accept-encoding": "br, gzip" }]) {
      const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js.map", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("secret");
    }
  });

  it("answers a missing build file with a 404, not the app shell", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-gone99.js" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found." });
  });

  it("keeps unknown API and upload paths as JSON 404s", async () => {
    for (const url of ["/api/nothing", "/uploads/missing.webp"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Not found." });
    }
  });
});
