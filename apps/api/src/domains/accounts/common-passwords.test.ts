import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@vayu/shared/messages";
import { uniqueEmail } from "@vayu/shared/testing";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { adminPasswordProblem } from "./admin-password";
import { isCommonPassword } from "./common-passwords";
import { createPasswordReset } from "./service";

/** Beyond the spec's six characters, the most common passwords are refused wherever one is chosen (issue 28 point 4). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload, headers });

const refusedOn = (field: string) => ({ field, message: messages.auth.passwordTooCommon });

describe("common passwords", () => {
  it("are known from the maintained list, whatever their case; a password of one's own is not", () => {
    for (const common of ["123456", "password", "qwerty123", "Password", "iloveyou", "1q2w3e4r"]) expect(isCommonPassword(common), common).toBe(true);
    for (const own of ["monsoon-2026", "brand-new-1", "secret123", "a-long-owner-password"]) expect(isCommonPassword(own), own).toBe(false);
  });

  it("are refused at sign-up, naming the field; the spec's six characters still come first", async () => {
    for (const password of ["123456", "password", "qwerty123"]) {
      const res = await post("/auth/register", { name: "Asha Verma", email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusedOn("password"));
    }
    const short = await post("/auth/register", { name: "Asha Verma", email: uniqueEmail(), password: "12345" });
    expect(short.json().message).toBe(messages.auth.signupPasswordShort);
    expect((await post("/auth/register", { name: "Asha Verma", email: uniqueEmail(), password: "monsoon-2026" })).statusCode).toBe(201);
  });

  it("are refused by a password reset, which leaves the link usable", async () => {
    const { user } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const reset = await createPasswordReset(t.db, user.email);
    const refused = await post("/auth/reset-password", { token: reset!.token, newPassword: "123456", confirmPassword: "123456" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusedOn("newPassword"));
    const done = await post("/auth/reset-password", { token: reset!.token, newPassword: "monsoon-2026", confirmPassword: "monsoon-2026" });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("are refused by a password change on the account page", async () => {
    const { password, auth } = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail() });
    const refused = await post("/account/password", { currentPassword: password, newPassword: "qwerty123" }, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusedOn("newPassword"));
  });

  it("are refused when an invited member of staff sets a password", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { email: uniqueEmail("owner"), role: "owner" });
    const email = uniqueEmail("staff");
    expect((await post("/admin/staff/invites", { email, name: "Ravi Menon" }, owner.auth)).statusCode).toBe(201);
    const token = /token=([\w-]+)/.exec(t.mailer.sent.findLast((m) => m.to === email)!.text)![1]!;
    const refused = await post("/auth/staff-invite", { token, password: "password" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusedOn("password"));
    expect((await post("/auth/staff-invite", { token, password: "monsoon-2026" })).statusCode).toBe(200);
  });

  it("are refused by npm run admin:create, after its own rules", () => {
    expect(adminPasswordProblem("password")).toBe(messages.auth.passwordTooCommon);
    expect(adminPasswordProblem("qwerty123")).toBe(messages.auth.passwordTooCommon);
    expect(adminPasswordProblem("123456")).not.toBe(messages.auth.passwordTooCommon);
    expect(adminPasswordProblem("a-long-owner-password")).toBeUndefined();
  });
});
