import { createHash } from "node:crypto";
import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./test/app";

describe("platform", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the database in /api/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: process.env.TEST_DRIVER === "pg" ? "pg" : "pglite", redis: "not used" });
  });

  it("is live and ready for a load balancer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found." });
  });

  it("sends the API's security headers on every data answer: JSON, a 404, a public read from memory", async () => {
    await t.app.inject({ method: "GET", url: "/api/product" });
    for (const url of ["/api/health", "/api/nope", "/api/product"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers).toMatchObject({
        "content-security-policy": "default-src 'none';frame-ancestors 'none'",
        "cross-origin-resource-policy": "same-origin",
        "referrer-policy": "no-referrer",
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      // Headers for documents only: a JSON answer is never shown as a page.
      expect(res.headers).not.toHaveProperty("cross-origin-opener-policy");
      expect(res.headers).not.toHaveProperty("x-xss-protection");
    }
  });

  it("sends helmet's page headers on documents, the API's reference page included", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
  });

  it("lets pages run one inline script, the paint-first loader, named by its hash", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers["content-security-policy"]))?.[1];
    const hash = createHash("sha256").update(PAINT_FIRST_SCRIPT).digest("base64");
    expect(scriptSrc?.split(" ")).toEqual(["'self'", `'sha256-${hash}'`, "https://checkout.razorpay.com"]);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty("message");
  });
});

describe("client address for rate limits", () => {
  const sendFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({ method: "POST", url: "/api/contact", headers: { "x-forwarded-for": forwardedFor }, payload: {} });

  it("ignores a client-supplied X-Forwarded-For by default, so the limit cannot be dodged", async () => {
    const t = await createTestApp();
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await sendFrom(t, `203.0.113.${i}`)).statusCode);
      expect(statuses).toContain(429);
    } finally {
      await t.close();
    }
  });

  it("believes X-Forwarded-For from the configured proxy hops", async () => {
    const t = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await sendFrom(t, `203.0.113.${i}`)).statusCode);
      expect(statuses).not.toContain(429);
    } finally {
      await t.close();
    }
  });
});

describe("validation messages", () => {
  it("keeps a schema's own message and names the field of zod's generic ones", async () => {
    const t = await createTestApp();
    try {
      const own = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Asha", email: "a@b.in", mobileNumber: "9876543210", city: "Pune", state: "Maharashtra", enquire: "" } });
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ message: "Enquiry is required.", field: "enquire" });
      const generic = await t.app.inject({ method: "POST", url: "/api/cart", headers: { authorization: "Bearer x" }, payload: {} });
      expect(generic.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe("readiness without a database", () => {
  it("is not ready, yet still live, while the database does not answer", async () => {
    const t = await createTestApp();
    try {
      const down = vi.spyOn(t.app.db, "execute").mockRejectedValue(new Error("connection refused"));
      const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: "The database is not answering." });
      expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      down.mockRestore();
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
