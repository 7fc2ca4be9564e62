import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { StaffAccountsResponseType, StaffInviteType } from "@vayu/shared/staff-accounts";
import { createTestApp, type TestApp } from "../../test/app";
import { placedOrder } from "../../test/checkout-fixtures";
import { createUser, sampleContactEnquiry } from "../../test/factories";
import { istMidnight } from "../orders/index";
import { staffInvites } from "../accounts/tables";

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, t.config.jwtSecret, { name: "Anita Desai", role: "owner" });
});
afterAll(() => t.close());

const asOwner = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, headers: owner.auth, ...(payload && { payload }) });
const accept = (token: string, password = "monsoon-2026") => t.app.inject({ method: "POST", url: "/api/auth/staff-invite", payload: { token, password } });

/** Invites `email` and answers the token of the link in the e-mail. */
async function invite(email: string, name = "Ravi Menon") {
  const response = await asOwner("POST", "/api/admin/staff/invites", { email, name });
  expect(response.statusCode).toBe(201);
  const mail = t.mailer.sent.at(-1)!;
  expect(mail.to).toBe(email);
  const link = /http:\/\/shop\.test\/staff\/invite\?token=([\w-]+)/.exec(mail.text);
  return { invite: response.json<{ invite: StaffInviteType }>().invite, token: link![1]! };
}

describe("staff accounts", () => {
  it("an invited person sets a password with the e-mailed link, once, and becomes staff", async () => {
    const { invite: sent, token } = await invite("ravi@vayu.example");
    expect(t.mailer.sent.at(-1)!.subject).toBe("You are invited to the Vayu Home Appliances staff console");
    expect(t.mailer.sent.at(-1)!.text).toContain("Anita Desai invited you to the staff console of Vayu Home Appliances as staff: you will manage its products, orders and enquiries.");
    expect((await asOwner("GET", "/api/admin/staff")).json<StaffAccountsResponseType>().invites.map((i) => i.email)).toEqual(["ravi@vayu.example"]);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const { accessToken } = accepted.json<{ accessToken: string }>();
    // Staff, but the console's routes wait for the second factor (docs/decisions/230-staff-second-factor.md).
    const me = await t.app.inject({ url: "/api/admin/me", headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(403);
    const mfa = await t.app.inject({ url: "/api/admin/mfa", headers: { authorization: `Bearer ${accessToken}` } });
    expect(mfa.json()).toEqual({ enrolled: false, verified: false });
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "ravi@vayu.example", password: "monsoon-2026" } });
    expect(login.statusCode).toBe(200);

    const again = await accept(token, "another-password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: "token", message: "This invitation has already been used. Log in with the password you chose." });
    const accounts = (await asOwner("GET", "/api/admin/staff")).json<StaffAccountsResponseType>();
    expect(accounts.invites).toEqual([]);
    expect(accounts.staff.map((s) => [s.name, s.role])).toEqual([["Anita Desai", "owner"], ["Ravi Menon", "staff"]]);
    const log = (await asOwner("GET", `/api/admin/audit?entity=staff-invite&entityId=${sent._id}`)).json<AuditResponseType>().entries;
    expect(log.map((e) => [e.action, e.actor.name])).toEqual([["accept", "Ravi Menon"], ["invite", "Anita Desai"]]);
  });

  it("tells a catalog editor in the invitation what they will do", async () => {
    const response = await asOwner("POST", "/api/admin/staff/invites", { email: "kiran@vayu.example", name: "Kiran Rao", role: "catalog_editor" });
    expect(response.statusCode).toBe(201);
    expect(t.mailer.sent.at(-1)!.text).toContain("as a catalog editor: you will add and edit its products, categories and their pictures.");
  });

  it("an invitation expires, and a withdrawn one stops working", async () => {
    const { invite: late, token } = await invite("late@vayu.example");
    await t.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvites.id, late._id));
    const expired = await accept(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("This invitation has expired. Ask the store's owner for a new one.");

    const { invite: withdrawn, token: withdrawnToken } = await invite("maybe@vayu.example");
    expect((await asOwner("DELETE", `/api/admin/staff/invites/${withdrawn._id}`)).statusCode).toBe(200);
    expect((await accept(withdrawnToken)).json().message).toBe("This invitation link is not valid. Ask the store's owner for a new one.");
    expect((await accept("x".repeat(43))).statusCode).toBe(400);
  });

  it("the owner revokes a staff member: their session ends and the console refuses them", async () => {
    const member = await createUser(t.db, t.config.jwtSecret, { name: "Sunil Rao", role: "admin" });
    expect((await t.app.inject({ url: "/api/admin/dashboard", headers: member.auth })).statusCode).toBe(200);
    expect((await asOwner("DELETE", `/api/admin/staff/${member.user.id}`)).json()).toEqual({ message: "Staff access revoked." });
    expect((await t.app.inject({ url: "/api/admin/dashboard", headers: member.auth })).statusCode).toBe(401);
    const log = (await asOwner("GET", `/api/admin/audit?entity=staff&entityId=${member.user.id}`)).json<AuditResponseType>().entries;
    expect(log[0]).toMatchObject({ action: "revoke", before: { role: "staff" }, after: { role: "shopper" } });

    expect((await asOwner("DELETE", `/api/admin/staff/${owner.user.id}`)).json().message).toBe("You cannot revoke your own access.");
    const taken = await asOwner("POST", "/api/admin/staff/invites", { email: owner.user.email, name: "Anita" });
    expect(taken.statusCode).toBe(409);
  });
});

describe("dashboard", () => {
  it("counts today's orders and revenue, orders to ship, new enquiries and low stock", async () => {
    const { product } = await placedOrder(t, { title: "Vayu Last Units Fan", pricePaise: 199_900, stock: 3 });
    await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...sampleContactEnquiry, enquire: "Do you deliver to Baner?" } });
    const response = await asOwner("GET", "/api/admin/dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      today: { orders: 1, revenue: 2004 },
      last7Days: { orders: 1, revenue: 2004 },
      lowStock: [{ _id: product.id, title: "Vayu Last Units Fan", stock: 2 }],
      stuckPayments: 0,
      newEnquiries: 1,
      ordersToShip: 1,
      overdueGrievances: [],
    });
  });
});

describe("istMidnight", () => {
  it("starts the day in India, not in UTC", () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect(istMidnight(new Date("2026-03-01T20:00:00Z")).toISOString()).toBe("2026-03-01T18:30:00.000Z");
    expect(istMidnight(new Date("2026-03-01T20:00:00Z"), 6).toISOString()).toBe("2026-02-23T18:30:00.000Z");
  });
});
