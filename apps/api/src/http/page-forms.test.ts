import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { createUser } from "../test/factories";
import { csrfTokenFor } from "./page-session";

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): a GET page says whom
 * it was rendered for, what the API said to their token and the toast it carries; a POST logs in
 * through the API (the form's e-mail and password) or answers the toast it was asked for.
 */
const fakeRenderer = `
let renders = 0;
export function createRenderer({ fetch }) {
  return async ({ method, form, session, flash }) => {
    renders += 1;
    if (method === "POST") {
      const fields = new URLSearchParams(form);
      if (fields.get("email")) {
        const login = await fetch("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: fields.get("email"), password: fields.get("password") }),
        });
        if (login.status !== 200) return { status: 200, html: "refused " + login.status, passes: 1 };
      }
      return { status: 302, location: "/done", flash: { kind: "success", message: fields.get("toast") ?? "Login successful!" }, html: "", passes: 1 };
    }
    const me = await fetch("/api/auth/me", {});
    return {
      status: 200,
      html: "for " + (session ? session.user.name : "nobody") + "; me " + me.status + "; toast " + (flash ? flash.message : "none") + "; render " + renders,
      passes: 1,
    };
  };
}
`;

describe("storefront forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  let t: TestApp;
  const root = mkdtempSync(path.join(tmpdir(), "vayu-forms-"));

  beforeAll(async () => {
    const webDist = path.join(root, "dist");
    mkdirSync(webDist);
    mkdirSync(path.join(root, "dist-server"));
    writeFileSync(path.join(webDist, "index.html"), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, "dist-server", "entry-server.js"), fakeRenderer);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const origin = () => new URL(t.config.publicUrl).origin;
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(), ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
    Object.fromEntries(response.cookies.map(({ name, value }) => [name, value]));
  const cookieHeader = (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");

  it("logs in by a form: the page session cookie is set, the next page is the shopper's, shows the toast once and is never kept", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { name: "Meera Nair" });
    const login = await post("/login", { email: user.email, password });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe("/done");
    const session = login.cookies.find(({ name }) => name === "vayu_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const jar = cookiesOf(login);

    const next = await t.app.inject({ method: "GET", url: "/done", headers: { cookie: cookieHeader(jar) } });
    expect(next.body).toContain("for Meera Nair; me 200; toast Login successful!");
    expect(next.headers["cache-control"]).toBe("private, no-store");
    const again = await t.app.inject({
      method: "GET",
      url: "/done",
      headers: { cookie: cookieHeader({ vayu_session: jar.vayu_session! }) },
    });
    expect(again.body).toContain("toast none");
  });

  it("sends a shopper's own page compressed", async () => {
    const { token } = await createUser(t.db, t.config.jwtSecret, { name: "Kavya Menon" });
    const page = await t.app.inject({
      method: "GET",
      url: "/account",
      headers: { cookie: `vayu_session=${token}`, "accept-encoding": "br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("for Kavya Menon");
  });

  it("renders for nobody, and drops the cookie, when the token is forged", async () => {
    const page = await t.app.inject({ method: "GET", url: "/account", headers: { cookie: "vayu_session=not.a.token" } });
    expect(page.body).toContain("for nobody; me 401");
    expect(page.cookies.find(({ name }) => name === "vayu_session")?.value).toBe("");
  });

  it("refuses a form another site made the browser send", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const fromElsewhere = await post("/login", { email: user.email, password }, { origin: "https://evil.example" });
    expect(fromElsewhere.statusCode).toBe(403);
    const crossSite = await post("/login", { email: user.email, password }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies.find(({ name }) => name === "vayu_session")).toBeUndefined();
    const unvouched = await post("/login", { email: user.email, password }, { origin: "null" });
    expect(unvouched.statusCode).toBe(403);
  });

  it("takes the store's own form as Chromium sends it under Referrer-Policy: no-referrer (Origin null, same-origin)", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const login = await post("/login", { email: user.email, password }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(login.statusCode).toBe(303);
  });

  it("takes a form from the store's own page that says Origin: null, as the no-referrer policy makes browsers say", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const own = await post("/login", { email: user.email, password }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(303);
    const unvouched = await post("/login", { email: user.email, password }, { origin: "null" });
    expect(unvouched.statusCode).toBe(403);
    const sandboxed = await post("/login", { email: user.email, password }, { origin: "null", "sec-fetch-site": "cross-site" });
    expect(sandboxed.statusCode).toBe(403);
  });

  it("takes a form from the store's own page that says Origin: null, as the no-referrer policy makes browsers say", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const own = await post("/login", { email: user.email, password }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(303);
    const unvouched = await post("/login", { email: user.email, password }, { origin: "null" });
    expect(unvouched.statusCode).toBe(403);
    const sandboxed = await post("/login", { email: user.email, password }, { origin: "null", "sec-fetch-site": "cross-site" });
    expect(sandboxed.statusCode).toBe(403);
  });

  it("acts for a signed-in shopper only with their CSRF token; a stale one shows the page again with a note", async () => {
    const { token } = await createUser(t.db, t.config.jwtSecret, { name: "Ravi Kumar" });
    const cookie = `vayu_session=${token}`;
    const done = await post("/cart", { toast: "Added to cart!", _csrf: csrfTokenFor(t.config.jwtSecret, token) }, { cookie });
    expect(done.statusCode).toBe(303);
    const stale = await post("/cart", { toast: "Added to cart!", _csrf: "from-an-older-login" }, { cookie });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain("for Ravi Kumar; me 200; toast This form had expired. Please try again.");
  });

  it("drops the page session at logout", async () => {
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find(({ name }) => name === "vayu_session")).toMatchObject({ value: "", maxAge: 0 });
  });

  it("gives a browser holding a token from before the cookie its page session", async () => {
    const { token, auth } = await createUser(t.db, t.config.jwtSecret);
    const kept = await t.app.inject({ method: "POST", url: "/api/auth/page-session", headers: auth });
    expect(kept.statusCode).toBe(204);
    expect(kept.cookies.find(({ name }) => name === "vayu_session")?.value).toBe(token);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/auth/page-session" });
    expect(anonymous.statusCode).toBe(401);
  });
});
