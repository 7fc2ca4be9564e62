import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionsResponseType } from "@vayu/shared/sessions";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser, signInAs } from "../../test/factories";
import { deviceLabel, LAST_USED_EVERY_MS, maskAddress, pruneSessions } from "./sessions";
import { userSessions } from "./tables";
import { signAccessToken } from "./tokens";

/** Sessions that end (docs/decisions/225-sessions-that-end.md), on PGlite and on PostgreSQL (TEST_DRIVER=pg). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

type Headers = Record<string, string>;
const me = (auth: Headers) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth });
const sessionsOf = (auth: Headers) => t.app.inject({ method: "GET", url: "/api/account/sessions", headers: auth });
const post = (url: string, headers: Headers = {}) => t.app.inject({ method: "POST", url: `/api${url}`, headers });

let addressCounter = 1;
/** Logs in through the API from a device of its own. */
async function loginFrom(email: string, password: string, userAgent: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "user-agent": userAgent },
    remoteAddress: `203.0.113.${addressCounter++}`,
  });
  expect(response.statusCode).toBe(200);
  const { accessToken } = response.json<{ accessToken: string }>();
  return { token: accessToken, auth: { authorization: `Bearer ${accessToken}` }, cookie: response.cookies.find((c) => c.name === "vayu_session") };
}

describe("POST /api/auth/logout", () => {
  it("ends the session: the same token is refused afterwards, and the browser drops its cookie", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    expect((await me(phone.auth)).statusCode).toBe(200);

    const logout = await post("/auth/logout", phone.auth);
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === "vayu_session")?.value).toBe("");

    const after = await me(phone.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: "Your session has expired. Please log in again." });
  });

  it("ends the session of the page cookie when no Bearer token is sent", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const browser = await loginFrom(user.email, password, LAPTOP);
    expect(browser.cookie?.value).toBe(browser.token);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", cookies: { vayu_session: browser.token } });
    expect(logout.statusCode).toBe(204);
    expect((await me(browser.auth)).statusCode).toBe(401);
  });

  it("answers 204 for a token already ended or none at all", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect((await post("/auth/logout", shopper.auth)).statusCode).toBe(204);
    expect((await post("/auth/logout", shopper.auth)).statusCode).toBe(204);
    expect((await post("/auth/logout")).statusCode).toBe(204);
  });

  it("leaves the shopper's other devices signed in", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    const laptop = await loginFrom(user.email, password, LAPTOP);
    await post("/auth/logout", phone.auth);
    expect((await me(laptop.auth)).statusCode).toBe(200);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every session of the shopper, a second device's too, and no one else's", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    const laptop = await loginFrom(user.email, password, LAPTOP);
    const someoneElse = await createUser(t.db, t.config.jwtSecret);

    const response = await post("/auth/logout-all", laptop.auth);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "vayu_session")?.value).toBe("");

    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(laptop.auth)).statusCode).toBe(401);
    expect((await me(someoneElse.auth)).statusCode).toBe(200);
    // A new login works as ever.
    expect((await me((await loginFrom(user.email, password, PHONE)).auth)).statusCode).toBe(200);
  });

  it("needs a signed-in shopper", async () => {
    expect((await post("/auth/logout-all")).statusCode).toBe(401);
  });
});

describe("GET /api/account/sessions", () => {
  it("lists both devices with their names, masked addresses and times, the caller's flagged current", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    const laptop = await loginFrom(user.email, password, LAPTOP);
    await post("/auth/logout", (await loginFrom(user.email, password, LAPTOP)).auth);

    const response = await sessionsOf(laptop.auth);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<SessionsResponseType>();
    // createUser's own token is a session too: three live, the logged-out one not listed.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Safari on macOS", current: true });
    expect(sessions[0]!.where).toMatch(/^203\.0\.113\.\*$/);
    const phoneSession = sessions.find((s) => s.device === "Chrome on Android");
    expect(phoneSession).toMatchObject({ current: false, where: "203.0.113.*" });
    expect(Date.parse(phoneSession!.createdAt)).not.toBeNaN();
    expect(Date.parse(phoneSession!.lastUsedAt)).not.toBeNaN();
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const fromPhone = (await sessionsOf(phone.auth)).json<SessionsResponseType>().sessions;
    expect(fromPhone.find((s) => s.current)?.device).toBe("Chrome on Android");
  });

  it("needs a signed-in shopper", async () => {
    expect((await sessionsOf({})).statusCode).toBe(401);
  });
});

describe("DELETE /api/account/sessions/:id", () => {
  const end = (auth: Headers, id: string) => t.app.inject({ method: "DELETE", url: `/api/account/sessions/${id}`, headers: auth });

  it("ends one of the shopper's other sessions, which is refused and leaves the list", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    const laptop = await loginFrom(user.email, password, LAPTOP);
    const phoneId = (await sessionsOf(phone.auth)).json<SessionsResponseType>().sessions.find((s) => s.current)!.id;

    expect((await end(laptop.auth, phoneId)).statusCode).toBe(204);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(laptop.auth)).statusCode).toBe(200);
    const left = (await sessionsOf(laptop.auth)).json<SessionsResponseType>().sessions;
    expect(left.map((s) => s.id)).not.toContain(phoneId);
    // Ended already: nothing to end.
    expect((await end(laptop.auth, phoneId)).statusCode).toBe(404);
  });

  it("answers 404 for another shopper's session, which goes on working", async () => {
    const victim = await createUser(t.db, t.config.jwtSecret);
    const attacker = await createUser(t.db, t.config.jwtSecret);
    const response = await end(attacker.auth, victim.sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "That session has already ended." });
    expect((await me(victim.auth)).statusCode).toBe(200);
  });

  it("refuses an id that is not one, naming the field", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const response = await end(shopper.auth, "not-an-id");
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("id");
  });
});

describe("password change and reset", () => {
  it("a password change keeps the current session (under its new token) and ends the others", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { password: "old-secret" });
    const phone = await loginFrom(user.email, "old-secret", PHONE);
    const laptop = await loginFrom(user.email, password, LAPTOP);
    const before = (await sessionsOf(laptop.auth)).json<SessionsResponseType>().sessions.find((s) => s.current)!;

    const change = await t.app.inject({
      method: "POST",
      url: "/api/account/password",
      headers: laptop.auth,
      payload: { currentPassword: "old-secret", newPassword: "new-secret-2026" },
    });
    expect(change.statusCode).toBe(200);
    const renewed = { authorization: `Bearer ${change.json<{ accessToken: string }>().accessToken}` };

    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    const { sessions } = (await sessionsOf(renewed)).json<SessionsResponseType>();
    expect(sessions).toEqual([expect.objectContaining({ id: before.id, device: "Safari on macOS", current: true })]);
  });

  it("a password reset ends every session", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const phone = await loginFrom(user.email, password, PHONE);
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: user.email } });
    // The reset mail is sent by the background worker, after the answer (ADR 221): it may take a few seconds on a busy machine.
    await expect.poll(() => t.mailer.sent.find((m) => m.to === user.email)?.links?.[0], { timeout: 15_000 }).toBeTruthy();
    const token = t.mailer.sent.find((m) => m.to === user.email)!.links![0]!.split("/reset-password/")[1]!;
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword: "brand-new-2026" } });
    expect(reset.statusCode).toBe(200);
    expect((await me(phone.auth)).statusCode).toBe(401);
    const live = await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
  });
});

describe("tokens and session rows", () => {
  it("refuses a token from before sessions (no session id) once: the shopper logs in again", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret);
    const { SignJWT } = await import("jose");
    const old = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("7d")
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await me({ authorization: `Bearer ${old}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Your session has expired. Please log in again." });
  });

  it("refuses a token whose session is another user's", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret);
    const other = await createUser(t.db, t.config.jwtSecret);
    const forged = await signAccessToken({ userId: other.user.id, tokenVersion: 0, sessionId: owner.sessionId }, t.config.jwtSecret);
    expect((await me({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it("moves last used on at most every few minutes", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret);
    const { sessionId, auth } = await signInAs(t.db, t.config.jwtSecret, user, { userAgent: PHONE, clientAddress: "198.51.100.7" });
    const lastUsed = async () => (await t.db.select().from(userSessions).where(eq(userSessions.id, sessionId)))[0]!.lastUsedAt.getTime();
    const first = await lastUsed();
    await me(auth);
    expect(await lastUsed()).toBe(first);
    const long = new Date(Date.now() - LAST_USED_EVERY_MS - 1000);
    await t.db.update(userSessions).set({ lastUsedAt: long }).where(eq(userSessions.id, sessionId));
    await me(auth);
    expect(await lastUsed()).toBeGreaterThan(long.getTime());
  });

  it("prunes sessions revoked or expired more than a day ago, keeping live ones", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret);
    const live = await signInAs(t.db, t.config.jwtSecret, user, { userAgent: PHONE, clientAddress: "198.51.100.7" });
    const revoked = await signInAs(t.db, t.config.jwtSecret, user, { userAgent: PHONE, clientAddress: "198.51.100.7" });
    const expired = await signInAs(t.db, t.config.jwtSecret, user, { userAgent: PHONE, clientAddress: "198.51.100.7" });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.db.update(userSessions).set({ revokedAt: twoDaysAgo }).where(eq(userSessions.id, revoked.sessionId));
    await t.db.update(userSessions).set({ expiresAt: twoDaysAgo }).where(eq(userSessions.id, expired.sessionId));
    expect(await pruneSessions(t.db)).toBeGreaterThanOrEqual(2);
    const ids = (await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).map((s) => s.id);
    expect(ids).toContain(live.sessionId);
    expect(ids).not.toContain(revoked.sessionId);
    expect(ids).not.toContain(expired.sessionId);
  });
});

describe("device names and addresses", () => {
  it("names a device by browser and system, and masks the address", () => {
    expect(deviceLabel(PHONE)).toBe("Chrome on Android");
    expect(deviceLabel(LAPTOP)).toBe("Safari on macOS");
    expect(deviceLabel("")).toBe("Unknown device");
    expect(maskAddress("203.0.113.45")).toBe("203.0.113.*");
    expect(maskAddress("::ffff:10.0.0.9")).toBe("10.0.0.*");
    expect(maskAddress("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3:…");
    expect(maskAddress("")).toBe("Unknown");
  });
});

describe("device names and addresses in Hindi", () => {
  it("names the device and an unknown address in the asker's language, brands as they are", () => {
    expect(deviceLabel(PHONE, "hi")).toBe("Android पर Chrome");
    expect(deviceLabel("", "hi")).toBe("अनजान डिवाइस");
    expect(maskAddress("", "hi")).toBe("पता नहीं");
  });

  it("lists a session without a user agent as an unknown device in Hindi on a Hindi request", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const { auth } = await loginFrom(user.email, password, "");
    const hindi = await t.app.inject({ method: "GET", url: "/api/account/sessions", headers: { ...auth, "accept-language": "hi" } });
    const current = (response: { json: <T>() => T }) => response.json<SessionsResponseType>().sessions.find((s) => s.current);
    expect(current(hindi)).toMatchObject({ device: "अनजान डिवाइस" });
    expect(current(await sessionsOf(auth))).toMatchObject({ device: "Unknown device" });
  });
});
