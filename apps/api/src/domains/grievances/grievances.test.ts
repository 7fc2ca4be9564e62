import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminGrievancesResponseType, CreateGrievanceResponseType } from "@vayu/shared/grievances";
import { siteSettings } from "@vayu/shared/site-settings";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complaint = {
  name: "Kavita Iyer",
  email: "kavita.iyer@example.in",
  mobile: "+91 98765 43210",
  orderNumber: "#100042",
  subject: "Cooler delivered with a cracked tank",
  description: "The air cooler from order 100042 arrived with a cracked water tank.",
};

const file = (payload: object, ip = "203.0.113.7") => t.app.inject({ method: "POST", url: "/api/grievances", payload, remoteAddress: ip });

describe("POST /grievances", () => {
  it("registers the complaint with a ticket number, due in a month, and acknowledges it by e-mail at once", async () => {
    const response = await file(complaint);
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateGrievanceResponseType>();
    expect(body.ticketNumber).toMatch(/^GRV-\d{6,}$/);
    expect(body.message).toBe(`Your complaint is registered as ${body.ticketNumber}. We have e-mailed you an acknowledgement.`);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const [y, m] = today.split("-").map(Number) as [number, number];
    expect(body.dueBy.slice(0, 7)).toBe(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, "0")}`);

    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(complaint.email);
    expect(mail.subject).toBe(`We have received your complaint ${body.ticketNumber}`);
    expect(mail.text).toContain(siteSettings.grievanceOfficer.name);
    expect(mail.text).toContain("within one month");
  });

  it("names the field at fault and stores nothing for bad input", async () => {
    const before = t.mailer.sent.length;
    const cases: [object, string][] = [
      [{ ...complaint, email: "not-an-email" }, "Email is invalid."],
      [{ ...complaint, mobile: "12345" }, "Mobile number must be 10 digits."],
      [{ ...complaint, subject: "  " }, "Subject is required."],
      [{ ...complaint, description: "x".repeat(3001) }, "Description must be at most 3000 characters."],
      [{ ...complaint, orderNumber: "my order" }, "Order number must be the digits shown on My Orders, such as 100042."],
    ];
    for (const [payload, message] of cases) {
      const response = await file(payload, "203.0.113.8");
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(t.mailer.sent.length).toBe(before);
  });

  it("is rate limited per visitor", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await file({ ...complaint, orderNumber: "" }, "203.0.113.9")).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("staff's grievances", () => {
  it("lists every complaint with its status and due date, and lets staff move it on; shoppers may not", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const filed = (await file({ ...complaint, subject: "Refund not received" }, "203.0.113.10")).json<CreateGrievanceResponseType>();

    expect((await t.app.inject({ method: "GET", url: "/api/admin/grievances", headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/grievances" })).statusCode).toBe(401);

    const list = (await t.app.inject({ method: "GET", url: "/api/admin/grievances", headers: staff.auth })).json<AdminGrievancesResponseType>();
    const mine = list.grievances.find((g) => g.ticketNumber === filed.ticketNumber)!;
    expect(mine).toMatchObject({ status: "Open", dueBy: filed.dueBy, orderNumber: "100042", mobile: "9876543210", subject: "Refund not received" });

    const moved = await t.app.inject({ method: "PATCH", url: `/api/admin/grievances/${mine._id}`, headers: staff.auth, payload: { status: "Resolved" } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ grievance: { status: string } }>().grievance.status).toBe("Resolved");
    const bad = await t.app.inject({ method: "PATCH", url: `/api/admin/grievances/${mine._id}`, headers: staff.auth, payload: { status: "Closed" } });
    expect(bad.statusCode).toBe(400);
  });
});
