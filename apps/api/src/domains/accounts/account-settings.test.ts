import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangePasswordResponseType } from "@vayu/shared/account";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (auth: Record<string, string>) => t.app.inject({ url: "/api/auth/me", headers: auth });
const login = (email: string, password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("PATCH /api/account", () => {
  it("renames the shopper, trimmed", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret, { name: "Asha Verma" });
    const response = await t.app.inject({ method: "PATCH", url: "/api/account", headers: auth, payload: { name: "  Asha V. Rao " } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: "Asha V. Rao" });
    expect((await me(auth)).json().user.name).toBe("Asha V. Rao");
  });

  it("refuses a blank name with a message naming it, and an anonymous caller", async () => {
    const { auth } = await createUser(t.db, t.config.jwtSecret);
    const blank = await t.app.inject({ method: "PATCH", url: "/api/account", headers: auth, payload: { name: "   " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: "name", message: "Please enter your name." });
    expect((await t.app.inject({ method: "PATCH", url: "/api/account", payload: { name: "X" } })).statusCode).toBe(401);
  });
});

describe("POST /api/account/password", () => {
  const change = (auth: Record<string, string>, payload: object) => t.app.inject({ method: "POST", url: "/api/account/password", headers: auth, payload });

  it("changes the password, signs out every other session, keeps this one and e-mails the shopper", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret, { password: "old-secret" });
    const otherDevice = shopper.auth;
    const response = await change(shopper.auth, { currentPassword: "old-secret", newPassword: "new-secret-2026" });
    expect(response.statusCode).toBe(200);
    const body = response.json<ChangePasswordResponseType>();
    expect(body.message).toBe("Password changed. You have been signed out on your other devices.");

    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${body.accessToken}` })).statusCode).toBe(200);
    expect((await login(shopper.user.email, "old-secret")).statusCode).toBe(401);
    expect((await login(shopper.user.email, "new-secret-2026")).statusCode).toBe(200);
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === shopper.user.email).map((m) => m.subject), { timeout: 15_000 }).toEqual(["Your Vayu Home Appliances password was changed"]);
  });

  it("refuses a wrong current password as a 400 on that field, keeping the session and the password", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret, { password: "old-secret" });
    const response = await change(shopper.auth, { currentPassword: "guess", newPassword: "new-secret-2026" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "currentPassword", message: "Your current password is not correct." });
    expect((await me(shopper.auth)).statusCode).toBe(200);
    expect((await login(shopper.user.email, "old-secret")).statusCode).toBe(200);
  });

  it("refuses a short new password with the store's message", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret, { password: "old-secret" });
    const response = await change(shopper.auth, { currentPassword: "old-secret", newPassword: "abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "newPassword", message: "Password must be at least 6 characters long." });
  });
});
