import { eq } from "drizzle-orm";
import { generate, generateSecret } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mfaMessages, type MfaConfirmResponseType, type MfaSetupResponseType } from "@vayu/shared/staff-mfa";
import { loadConfig } from "../../../config";
import { createTestApp, type TestApp } from "../../../test/app";
import { createProduct, createUser } from "../../../test/factories";
import { CATALOG_EDITOR_REFUSAL } from "../staff-roles";
import { users } from "../tables";
import { provisionAdminSecondFactor } from "./service";
import { staffSecondFactors } from "./tables";
import type { AuditResponseType } from "@vayu/shared/audit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload, headers });
const get = (url: string, token: string) => t.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A code of the step `steps` away from now, as the phone would show it. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A staff member who signs in with a password (no second factor yet) and enrols at the console. */
async function enrolledStaff(role: "admin" | "owner" | "catalog_editor" = "admin") {
  const member = await createUser(t.db, t.config.jwtSecret, { role, mfa: false });
  const login = await post("/auth/login", { email: member.user.email, password: member.password });
  const { accessToken } = login.json<{ accessToken: string }>();
  const setup = (await post("/admin/mfa/setup", {}, bearer(accessToken))).json<MfaSetupResponseType>();
  const confirmed = await post("/admin/mfa/confirm", { code: await codeFor(setup.secret) }, bearer(accessToken));
  expect(confirmed.statusCode).toBe(200);
  return { ...member, secret: setup.secret, confirmed: confirmed.json<MfaConfirmResponseType>() };
}

async function mfaTicket(email: string, password: string) {
  const login = await post("/auth/login", { email, password });
  expect(login.statusCode).toBe(200);
  const body = login.json<{ mfaRequired?: boolean; mfaToken?: string; accessToken?: string }>();
  expect(body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return body.mfaToken!;
}

describe("staff second factor", () => {
  it("a staff member without it signs in but every staff route answers 403 until enrolment, which shows a QR code and recovery codes once", async () => {
    const member = await createUser(t.db, t.config.jwtSecret, { role: "admin", mfa: false });
    const login = await post("/auth/login", { email: member.user.email, password: member.password });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ accessToken: string }>();
    for (const url of ["/admin/me", "/admin/orders", "/admin/products", "/admin/dashboard"]) {
      const refused = await get(url, accessToken);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(mfaMessages.setupRequired);
    }
    expect((await get("/admin/mfa", accessToken)).json()).toEqual({ enrolled: false, verified: false });

    const setup = await post("/admin/mfa/setup", {}, bearer(accessToken));
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json<MfaSetupResponseType>();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Stored sealed, never as the secret itself.
    const [row] = await t.db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, member.user.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await post("/admin/mfa/confirm", { code: "000000" }, bearer(accessToken));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "code", message: mfaMessages.codeWrong });
    const confirmed = await post("/admin/mfa/confirm", { code: await codeFor(secret) }, bearer(accessToken));
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<MfaConfirmResponseType>();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect((await get("/admin/me", body.accessToken)).statusCode).toBe(200);
    expect((await get("/admin/mfa", body.accessToken)).json()).toEqual({ enrolled: true, verified: true });
    // The old password-only token still cannot reach staff routes.
    expect((await get("/admin/me", accessToken)).statusCode).toBe(403);
    expect((await post("/admin/mfa/setup", {}, bearer(body.accessToken))).statusCode).toBe(409);
  });

  it("an enrolled staff login asks for the code: a wrong code is 401, the right one logs in, and the same code cannot be used again", async () => {
    const member = await enrolledStaff();
    const mfaToken = await mfaTicket(member.user.email, member.password);
    // The ticket is not an access token.
    expect((await get("/auth/me", mfaToken)).statusCode).toBe(401);
    expect((await get("/admin/me", mfaToken)).statusCode).toBe(401);

    const wrong = await post("/auth/mfa", { mfaToken, code: "123456" === (await codeFor(member.secret, 1)) ? "654321" : "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(mfaMessages.codeWrong);

    const code = await codeFor(member.secret, 1);
    const ok = await post("/auth/mfa", { mfaToken, code });
    expect(ok.statusCode).toBe(200);
    const session = ok.json<{ accessToken: string; user: { email: string } }>();
    expect(session.user.email).toBe(member.user.email);
    expect((await get("/admin/me", session.accessToken)).statusCode).toBe(200);

    const replay = await post("/auth/mfa", { mfaToken: await mfaTicket(member.user.email, member.password), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(mfaMessages.codeReused);
  });

  it("a recovery code works once in place of a code", async () => {
    const member = await enrolledStaff();
    const [recovery] = member.confirmed.recoveryCodes;
    const first = await post("/auth/mfa", { mfaToken: await mfaTicket(member.user.email, member.password), code: recovery!.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect((await get("/admin/me", first.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
    const again = await post("/auth/mfa", { mfaToken: await mfaTicket(member.user.email, member.password), code: recovery! });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(mfaMessages.codeWrong);
  });

  it("a forged or expired ticket is refused, and wrong codes on one ticket are limited", async () => {
    const member = await enrolledStaff();
    const forged = await post("/auth/mfa", { mfaToken: `${"x".repeat(30)}.${"y".repeat(30)}`, code: "123456" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(mfaMessages.stepExpired);
    const mfaToken = await mfaTicket(member.user.email, member.password);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await post("/auth/mfa", { mfaToken, code: "abcde-fghjk" })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const missing = await post("/auth/mfa", { mfaToken, code: "12" });
    expect(missing.statusCode).toBe(400);
  });

  it("the owner resets a member's second factor: their sessions end and they enrol again", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const member = await enrolledStaff();
    const reset = await t.app.inject({ method: "DELETE", url: `/api/admin/staff/${member.user.id}/mfa`, headers: owner.auth });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(mfaMessages.reset);
    const audit = await get(`/admin/audit?entity=staff&entityId=${member.user.id}`, owner.token);
    expect(audit.json<AuditResponseType>().entries).toMatchObject([{ action: "reset-second-factor", actor: { _id: owner.user.id } }]);
    expect((await get("/admin/me", member.confirmed.accessToken)).statusCode).toBe(401);
    const login = await post("/auth/login", { email: member.user.email, password: member.password });
    expect(login.json()).toHaveProperty("accessToken");
    expect((await get("/admin/mfa", login.json<{ accessToken: string }>().accessToken)).json()).toEqual({ enrolled: false, verified: false });
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/staff/${member.user.id}/mfa`, headers: staff.auth })).statusCode).toBe(403);
  });

  it("a shopper's login is unchanged and the enrolment routes are staff only", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const login = await post("/auth/login", { email: shopper.user.email, password: shopper.password });
    expect(login.json()).toHaveProperty("accessToken");
    expect((await post("/admin/mfa/setup", {}, shopper.auth)).statusCode).toBe(403);
  });

  it("ADMIN_TOTP_SECRET enrols the ADMIN_EMAIL account at start", async () => {
    const secret = generateSecret();
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner", mfa: false });
    const config = loadConfig({
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.config.dataDir,
      ADMIN_EMAIL: owner.user.email,
      ADMIN_PASSWORD: owner.password,
      ADMIN_TOTP_SECRET: secret.toLowerCase(),
    });
    await provisionAdminSecondFactor(t.db, config);
    await provisionAdminSecondFactor(t.db, config);
    const mfaToken = await mfaTicket(owner.user.email, owner.password);
    const ok = await post("/auth/mfa", { mfaToken, code: await codeFor(secret) });
    expect(ok.statusCode).toBe(200);
    expect((await get("/admin/staff", ok.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
    expect(() => loadConfig({ ADMIN_EMAIL: owner.user.email, ADMIN_PASSWORD: owner.password, ADMIN_TOTP_SECRET: "not base32!" })).toThrow(
      /ADMIN_TOTP_SECRET/,
    );
  });
});

describe("staff roles", () => {
  it("a catalog editor edits products but gets 403 on orders, refunds, settings and staff", async () => {
    const editor = await createUser(t.db, t.config.jwtSecret, { role: "catalog_editor" });
    const product = await createProduct(t.db);
    expect((await get("/admin/products", editor.token)).statusCode).toBe(200);
    expect((await get("/admin/categories", editor.token)).statusCode).toBe(200);
    const patched = await t.app.inject({ method: "PATCH", url: `/api/admin/products/${product.id}`, headers: editor.auth, payload: { stock: 7 } });
    expect(patched.statusCode).toBe(200);
    for (const url of ["/admin/orders", "/admin/settings", "/admin/staff", "/admin/dashboard", "/admin/audit"]) {
      const refused = await get(url, editor.token);
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await get("/admin/orders", editor.token)).json().message).toBe(CATALOG_EDITOR_REFUSAL);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, editor.user.id));
    expect(row!.role).toBe("catalog_editor");
  });

  it("the owner invites a catalog editor, who lands with that role, and changes a role", async () => {
    const owner = await createUser(t.db, t.config.jwtSecret, { role: "owner" });
    const email = `editor.${Date.now()}@vayu.example`;
    const invited = await t.app.inject({ method: "POST", url: "/api/admin/staff/invites", headers: owner.auth, payload: { email, name: "Meera Iyer", role: "catalog_editor" } });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invite.role).toBe("catalog_editor");
    const token = /staff\/invite\?token=([\w-]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    const accepted = await post("/auth/staff-invite", { token, password: "monsoon-2026" });
    expect(accepted.statusCode).toBe(200);
    const list = (await get("/admin/staff", owner.token)).json<{ staff: { _id: string; email: string; role: string; secondFactor: boolean }[] }>();
    const member = list.staff.find((m) => m.email === email)!;
    expect(member).toMatchObject({ role: "catalog_editor", secondFactor: false });
    const badRole = await t.app.inject({ method: "PATCH", url: `/api/admin/staff/${member._id}`, headers: owner.auth, payload: { role: "owner" } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().field).toBe("role");
    const changed = await t.app.inject({ method: "PATCH", url: `/api/admin/staff/${member._id}`, headers: owner.auth, payload: { role: "staff" } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member.role).toBe("staff");
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, member._id));
    expect(row!.role).toBe("admin");
    const ownOwner = await t.app.inject({ method: "PATCH", url: `/api/admin/staff/${owner.user.id}`, headers: owner.auth, payload: { role: "staff" } });
    expect(ownOwner.statusCode).toBe(403);
  });
});
