import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@vayu/shared/messages";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { attemptLimits } from "./rate-limits";
import { accountMessages, ensureAdmin } from "./service";
import { passwordResetTokens, users } from "./tables";

/** Background e-mail work can take a while on a busy machine. */
const MAIL_WAIT = { timeout: 10_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 1;
/** Each test talks from its own address so the per-IP limits of one do not touch another. */
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const freshEmail = () => `shopper.${Date.now()}.${emailCounter++}@example.in`;

function post(url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload: payload as object,
    remoteAddress: ip,
    headers,
  });
}

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });

/** The reset link of the latest e-mail to this address, once the background send is done. */
async function resetLinkFor(email: string): Promise<string> {
  return vi.waitFor(() => {
    const mail = t.mailer.sent.findLast((m) => m.to === email && m.subject.startsWith("Reset"));
    if (!mail) throw new Error("no reset e-mail yet");
    const link = mail.links?.[0];
    if (!link) throw new Error("reset e-mail without a link");
    return link;
  }, MAIL_WAIT);
}

async function requestResetToken(email: string): Promise<string> {
  const before = t.mailer.sent.length;
  const res = await post("/auth/forgot-password", { email });
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() => expect(t.mailer.sent.length).toBeGreaterThan(before), MAIL_WAIT);
  return (await resetLinkFor(email)).split("/reset-password/")[1]!;
}

describe("POST /api/auth/register", () => {
  it("creates the account and answers 201 with a working token and the user", async () => {
    const email = freshEmail();
    const res = await post("/auth/register", { name: "Asha Verma", email, password: "secret123" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({ _id: expect.any(String), name: "Asha Verma", email });
    expect((await me(body.token)).json()).toEqual({ user: body.user });
  });

  it("stores an argon2id hash, never the password", async () => {
    const email = freshEmail();
    await post("/auth/register", { name: "Asha", email, password: "secret123" });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain("secret123");
  });

  it("treats e-mails that differ only in case as the same account (409)", async () => {
    const email = freshEmail();
    expect((await post("/auth/register", { name: "Asha", email, password: "secret123" })).statusCode).toBe(
      201,
    );
    const again = await post("/auth/register", {
      name: "Asha",
      email: `  ${email.toUpperCase()} `,
      password: "other123",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(accountMessages.emailTaken);
  });

  it.each([
    [{ name: "", email: "a@b.in", password: "secret123" }, "name", messages.auth.signupMissing],
    [{ name: "Asha", password: "secret123" }, "email", messages.auth.signupMissing],
    [{ name: "Asha", email: "a@b.in", password: "" }, "password", messages.auth.signupMissing],
    [{ name: "Asha", email: "not-an-email", password: "secret123" }, "email", messages.auth.invalidEmail],
    [{ name: "Asha", email: "a@b.in", password: "12345" }, "password", messages.auth.signupPasswordShort],
    [{ name: "A".repeat(81), email: "a@b.in", password: "secret123" }, "name", "Name must be at most 80 characters."],
  ])("refuses %j with a 400 naming %s", async (payload, field, message) => {
    const res = await post("/auth/register", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(message);
  });
});

describe("POST /api/auth/login", () => {
  it("logs in with the e-mail in any case and returns an access token", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const res = await post("/auth/login", { email: user.email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ _id: user.id, name: user.name, email: user.email });
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
  });

  it("issues tokens that expire in 7 days", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const token: string = (await post("/auth/login", { email: user.email, password })).json().accessToken;
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      exp: number;
      sub: string;
    };
    expect(claims.sub).toBe(user.id);
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(7 * 24 * 3600);
  });

  it("gives the same 401 for a wrong password and for an unknown e-mail", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const wrongPassword = await post("/auth/login", { email: user.email, password: "wrong-password" });
    const unknownEmail = await post("/auth/login", { email: freshEmail(), password: "wrong-password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: messages.auth.loginFailed });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ email: "", password: "secret123" }, "email", messages.auth.loginMissing],
    [{ email: "a@b.in" }, "password", messages.auth.loginMissing],
    [{ email: "a@b", password: "secret123" }, "email", messages.auth.invalidEmail],
  ])("refuses %j with a 400 naming %s", async (payload, field, message) => {
    const res = await post("/auth/login", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(message);
  });

  it("rejects a token that was never issued by the store", async () => {
    const res = await me("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.forged");
    expect(res.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("e-mails a single-use link to PUBLIC_URL/reset-password/<token> and stores only its hash", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const res = await post("/auth/forgot-password/ignored", { email: user.email.toUpperCase() });
    expect(res.json()).toEqual({ message: messages.auth.resetLinkEmailed });
    const link = await resetLinkFor(user.email);
    expect(link).toMatch(/^http:\/\/shop\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);

    const mail = t.mailer.sent.findLast((m) => m.to === user.email)!;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.html).toContain("Vayu Home Appliances");

    const token = link.split("/").at(-1)!;
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it("answers an unknown e-mail exactly as a known one and sends nothing", async () => {
    const other = await createTestApp();
    try {
      await createUser(other.db, other.config.jwtSecret, { email: "known@example.in" });
      const ask = (email: string) =>
        other.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      const unknown = await ask("nobody@example.in");
      const known = await ask("known@example.in");
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    } finally {
      await other.close(); // waits for the background e-mail work
    }
    expect(other.mailer.sent.map((m) => m.to)).toEqual(["known@example.in"]);
  });

  it("validates the forgot-password e-mail", async () => {
    const missing = await post("/auth/forgot-password", { email: " " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "email", message: messages.auth.forgotMissing });
    const invalid = await post("/auth/forgot-password", { email: "nope" });
    expect(invalid.json()).toMatchObject({ field: "email", message: messages.auth.invalidEmail });
  });

  it("sets the new password, ends older sessions and refuses a second use of the link", async () => {
    const {
      user,
      token: oldJwt,
      password,
    } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    expect((await me(oldJwt)).statusCode).toBe(200);
    const resetToken = await requestResetToken(user.email);

    const res = await post("/auth/reset-password", { token: resetToken, newPassword: "brand-new-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.auth.passwordChanged });

    expect((await me(oldJwt)).statusCode).toBe(401);
    expect((await post("/auth/login", { email: user.email, password })).statusCode).toBe(401);
    const login = await post("/auth/login", { email: user.email, password: "brand-new-1" });
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().accessToken)).statusCode).toBe(200);

    const reuse = await post("/auth/reset-password", { token: resetToken, newPassword: "another-22" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(accountMessages.resetLinkUsed);
    expect((await post("/auth/login", { email: user.email, password: "brand-new-1" })).statusCode).toBe(200);

    await vi.waitFor(
      () =>
        expect(t.mailer.sent.some((m) => m.to === user.email && /password was changed/.test(m.subject))).toBe(
          true,
        ),
      MAIL_WAIT,
    );
  });

  it("spends every open link of the account when one is used", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect(first).not.toBe(second);
    expect(
      (await post("/auth/reset-password", { token: second, newPassword: "brand-new-1" })).statusCode,
    ).toBe(200);
    const stale = await post("/auth/reset-password", { token: first, newPassword: "brand-new-2" });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(accountMessages.resetLinkUsed);
  });

  it("refuses a link older than 30 minutes", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret, { email: freshEmail() });
    const resetToken = await requestResetToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await post("/auth/reset-password", { token: resetToken, newPassword: "brand-new-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(accountMessages.resetLinkExpired);
    expect((await post("/auth/login", { email: user.email, password })).statusCode).toBe(200);
  });

  it("refuses an unknown token and a short password", async () => {
    const unknown = await post("/auth/reset-password", { token: "x".repeat(43), newPassword: "brand-new-1" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "token", message: accountMessages.resetLinkInvalid });
    const short = await post("/auth/reset-password", { token: "x".repeat(43), newPassword: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe("newPassword");
    expect(short.json().message).toContain(messages.auth.resetPasswordShort);
  });
});

describe("rate limits", () => {
  // Logins: ./login-throttle.test.ts (failures only, per account and address).

  it("limits sign-ups per IP and per e-mail", async () => {
    const ip = freshIp();
    for (let i = 0; i < attemptLimits.register.perIp.max; i++) {
      await post("/auth/register", {}, ip);
    }
    expect(
      (await post("/auth/register", { name: "A", email: freshEmail(), password: "secret123" }, ip))
        .statusCode,
    ).toBe(429);

    const email = freshEmail();
    for (let i = 0; i < attemptLimits.register.perEmail.max; i++) {
      await post("/auth/register", { name: "A", email, password: "secret123" });
    }
    expect((await post("/auth/register", { name: "A", email, password: "secret123" })).statusCode).toBe(429);
  });

  it("limits reset e-mails per address so nobody can flood an inbox", async () => {
    const email = freshEmail();
    for (let i = 0; i < attemptLimits.forgotPassword.perEmail.max; i++) {
      expect((await post("/auth/forgot-password", { email })).statusCode).toBe(200);
    }
    const blocked = await post("/auth/forgot-password/x", { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\./);
  });
});

describe("ensureAdmin", () => {
  it("creates the first staff account and updates its password on a later start", async () => {
    const email = `Admin.${Date.now()}@Vayu.in`;
    await ensureAdmin(t.db, { email, password: "first-password" });
    const login = await post("/auth/login", { email, password: "first-password" });
    expect(login.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row!.role).toBe("owner");

    await ensureAdmin(t.db, { email, password: "first-password" });
    expect((await me(login.json().accessToken)).statusCode).toBe(200);

    await ensureAdmin(t.db, { email, password: "second-password" });
    expect((await me(login.json().accessToken)).statusCode).toBe(401);
    expect((await post("/auth/login", { email, password: "second-password" })).statusCode).toBe(200);
  });
});
