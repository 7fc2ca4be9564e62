import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { codeHash } from "./phone-codes";
import { phoneCodes, users } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 1;
/** Each test talks from its own address so the per-address limits of one do not touch another. */
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
/** A mobile number of its own per test (and per run, for the per-number limits). */
const freshPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

function post(url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, remoteAddress: ip, headers });
}

/** The code of the last SMS to this number. */
function lastCode(phone: string): string {
  const sms = t.messages.sent.findLast((m) => m.to === phone && m.template === "login_code");
  if (!sms) throw new Error(`no code sent to ${phone}`);
  return sms.params.code!;
}

/** Moves this number's codes back in time, as if `ms` had passed. */
async function age(phone: string, ms: number) {
  const rows = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
  for (const row of rows)
    await t.db
      .update(phoneCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms), expiresAt: new Date(row.expiresAt.getTime() - ms) })
      .where(eq(phoneCodes.id, row.id));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/otp/request", () => {
  it("sends a six-digit code by SMS to the number as typed with +91 and spaces, and keeps only its keyed hash", async () => {
    const phone = freshPhone();
    const res = await post("/auth/otp/request", { phone: spaced(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.phoneLogin.codeSent });
    const sms = t.messages.sent.findLast((m) => m.to === phone)!;
    expect(sms.channel).toBe("sms");
    expect(sms.params.code).toMatch(/^\d{6}$/);
    expect(sms.params.domain).toBe("shop.test");
    expect(sms.text).toContain(`@shop.test #${sms.params.code}`);
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.codeHash).not.toContain(sms.params.code);
    expect(row!.codeHash).toBe(codeHash(t.config.jwtSecret, phone, sms.params.code!));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it("answers the same for a number with an account and one without", async () => {
    const known = freshPhone();
    await t.db.insert(users).values({ name: "Ravi Kumar", phone: known, phoneVerifiedAt: new Date() });
    const a = await post("/auth/otp/request", { phone: known });
    const b = await post("/auth/otp/request", { phone: freshPhone() });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
  });

  it("refuses a number that is not an Indian mobile, naming the field", async () => {
    const res = await post("/auth/otp/request", { phone: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "phone", message: messages.phoneLogin.phoneInvalid });
  });

  it("lets a code be resent only after 30 seconds, saying when", async () => {
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    const first = lastCode(phone);
    const soon = await post("/auth/otp/request", { phone });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(soon.json().retryAfter).toBeGreaterThan(25);
    expect(soon.json().retryAfter).toBeLessThanOrEqual(30);
    await age(phone, 31_000);
    expect((await post("/auth/otp/request", { phone })).statusCode).toBe(200);
    // The new code replaces the old one.
    const old = await post("/auth/otp/verify", { phone, code: first, name: "Asha" });
    if (first !== lastCode(phone)) expect(old.json().message).toBe(messages.phoneLogin.codeWrong(4));
  });

  it("sends one number at most 5 codes an hour, whatever the address", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await post("/auth/otp/request", { phone })).statusCode).toBe(200);
      await age(phone, 31_000);
    }
    const sixth = await post("/auth/otp/request", { phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it("takes at most 20 requests per client address in 15 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await post("/auth/otp/request", { phone: freshPhone() }, ip)).statusCode).toBe(200);
    expect((await post("/auth/otp/request", { phone: freshPhone() }, ip)).statusCode).toBe(429);
    expect((await post("/auth/otp/request", { phone: freshPhone() })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/otp/verify", () => {
  it("asks a new number for a name without spending the code, then creates the shopper account", async () => {
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    const code = lastCode(phone);
    const nameless = await post("/auth/otp/verify", { phone: spaced(phone), code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ field: "name", message: messages.phoneLogin.nameNeeded });

    const res = await post("/auth/otp/verify", { phone, code, name: "  Meena Iyer " });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ name: "Meena Iyer", email: null, phone });
    expect(res.cookies.some((c) => c.name === "vayu_session")).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.json().user).toMatchObject({ _id: body.user._id, email: null, phone });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ role: "shopper", email: null, passwordHash: null });
    expect(user!.phoneVerifiedAt).toBeInstanceOf(Date);

    // The code is spent.
    const again = await post("/auth/otp/verify", { phone, code, name: "Meena Iyer" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: "code", message: messages.phoneLogin.codeExpired });
  });

  it("logs a known number into its account, without asking a name", async () => {
    const phone = freshPhone();
    const [existing] = await t.db.insert(users).values({ name: "Ravi Kumar", phone, phoneVerifiedAt: new Date() }).returning();
    await post("/auth/otp/request", { phone });
    const res = await post("/auth/otp/verify", { phone, code: lastCode(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: existing!.id, name: "Ravi Kumar" });
  });

  it("burns the code after 5 wrong tries, counting down", async () => {
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    const code = lastCode(phone);
    for (let left = 4; left >= 1; left--) {
      const res = await post("/auth/otp/verify", { phone, code: wrongCode(code), name: "Asha" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "code", message: messages.phoneLogin.codeWrong(left) });
    }
    const fifth = await post("/auth/otp/verify", { phone, code: wrongCode(code), name: "Asha" });
    expect(fifth.json().message).toBe(messages.phoneLogin.codeBurnt);
    const right = await post("/auth/otp/verify", { phone, code, name: "Asha" });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.phoneLogin.codeExpired);
  });

  it("refuses a code older than 10 minutes", async () => {
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    await age(phone, 10 * 60_000 + 1000);
    const res = await post("/auth/otp/verify", { phone, code: lastCode(phone), name: "Asha" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "code", message: messages.phoneLogin.codeExpired });
  });

  it("refuses a code that is not six digits, naming the field", async () => {
    const res = await post("/auth/otp/verify", { phone: freshPhone(), code: "12ab" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "code", message: messages.phoneLogin.codeMissing });
  });

  it("leaves e-mail login as it was", async () => {
    const { user, password } = await createUser(t.db, t.config.jwtSecret);
    const res = await post("/auth/login", { email: user.email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ _id: user.id, name: user.name, email: user.email });
  });
});

describe("the account page's mobile number and e-mail", () => {
  it("lets an e-mail account add a number it proves with a code, then log in with it", async () => {
    const { user, auth } = await createUser(t.db, t.config.jwtSecret);
    const phone = freshPhone();
    expect((await post("/account/phone/request", { phone }, freshIp(), auth)).statusCode).toBe(200);
    const code = lastCode(phone);
    const wrong = await post("/account/phone/verify", { phone, code: wrongCode(code) }, freshIp(), auth);
    expect(wrong.json().message).toBe(messages.phoneLogin.codeWrong(4));
    const res = await post("/account/phone/verify", { phone, code }, freshIp(), auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { _id: user.id, name: user.name, email: user.email, phone }, message: messages.phoneLogin.phoneAdded });

    await age(phone, 31_000);
    await post("/auth/otp/request", { phone });
    const login = await post("/auth/otp/verify", { phone, code: lastCode(phone) });
    expect(login.json().user._id).toBe(user.id);
  });

  it("does not let a login code add a number, nor another account's number be taken", async () => {
    const owner = freshPhone();
    await t.db.insert(users).values({ name: "Ravi Kumar", phone: owner, phoneVerifiedAt: new Date() });
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    await post("/auth/otp/request", { phone: owner });
    const loginCode = await post("/account/phone/verify", { phone: owner, code: lastCode(owner) }, freshIp(), auth);
    expect(loginCode.json().message).toBe(messages.phoneLogin.codeExpired);
    await post("/account/phone/request", { phone: owner }, freshIp(), auth);
    const taken = await post("/account/phone/verify", { phone: owner, code: lastCode(owner) }, freshIp(), auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: "phone", message: messages.phoneLogin.phoneTaken });
  });

  it("lets a phone account add an e-mail and a password, and then log in with them", async () => {
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    const { accessToken } = (await post("/auth/otp/verify", { phone, code: lastCode(phone), name: "Meena Iyer" })).json();
    const auth = { authorization: `Bearer ${accessToken}` };
    const email = `meena.${phone}@example.in`;
    const res = await post("/account/email", { email: email.toUpperCase(), password: "a-good-password-1" }, freshIp(), auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email, phone }, message: messages.phoneLogin.emailAdded });
    const login = await post("/auth/login", { email, password: "a-good-password-1" });
    expect(login.statusCode).toBe(200);
    const again = await post("/account/email", { email: `other.${email}`, password: "a-good-password-1" }, freshIp(), auth);
    expect(again.statusCode).toBe(409);
  });

  it("refuses an e-mail another account has", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret);
    const phone = freshPhone();
    await post("/auth/otp/request", { phone });
    const { accessToken } = (await post("/auth/otp/verify", { phone, code: lastCode(phone), name: "Meena Iyer" })).json();
    const res = await post("/account/email", { email: user.email, password: "a-good-password-1" }, freshIp(), { authorization: `Bearer ${accessToken}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe("email");
  });
});
