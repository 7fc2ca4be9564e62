import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  grievanceMessages,
  type AdminGrievanceResponseType,
  type AdminGrievancesResponseType,
  type ComplainantThreadResponseType,
  type CreateGrievanceResponseType,
} from "@vayu/shared/grievances";
import type { DashboardResponseType } from "@vayu/shared/staff-dashboard";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";
import { fileGrievance } from "./service";
import { grievances } from "./tables";
import { signThreadToken } from "./thread-link";

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

const file = (payload: object, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/grievances", payload, remoteAddress: ip });

describe("POST /grievances", () => {
  it("registers the complaint with a ticket number, due in a month, and acknowledges it by e-mail at once", async () => {
    const response = await file(complaint);
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateGrievanceResponseType>();
    expect(body.ticketNumber).toMatch(/^GRV-\d{6,}$/);
    expect(body.message).toBe(
      `Your complaint is registered as ${body.ticketNumber}. We have e-mailed you an acknowledgement.`,
    );
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const [y, m] = today.split("-").map(Number) as [number, number];
    expect(body.dueBy.slice(0, 7)).toBe(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, "0")}`);

    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(complaint.email);
    expect(mail.text).toContain(`ticket number ${body.ticketNumber}`);
    expect(mail.text).toMatch(/See your complaint and reply: http:\/\/shop\.test\/grievance\/ticket\?token=/);
    expect(mail.subject).toBe(`We have received your complaint ${body.ticketNumber}`);
    expect(mail.text).toContain(defaultStoreProfile.grievanceOfficer.name);
    expect(mail.text).toContain("within one month");
  });

  it("names the field at fault and stores nothing for bad input", async () => {
    const before = t.mailer.sent.length;
    const cases: [object, string][] = [
      [{ ...complaint, email: "not-an-email" }, "Email is invalid."],
      [{ ...complaint, mobile: "12345" }, "Mobile number must be 10 digits."],
      [{ ...complaint, subject: "  " }, "Subject is required."],
      [{ ...complaint, description: "x".repeat(3001) }, "Description must be at most 3000 characters."],
      [
        { ...complaint, orderNumber: "my order" },
        "Order number must be the digits shown on My Orders, such as 100042.",
      ],
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
    for (let i = 0; i < 6; i++)
      codes.push((await file({ ...complaint, orderNumber: "" }, "203.0.113.9")).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

const staffGet = async (who: { auth: Record<string, string> }) =>
  (
    await t.app.inject({ method: "GET", url: "/api/admin/grievances", headers: who.auth })
  ).json<AdminGrievancesResponseType>().grievances;
const act = (who: { auth: Record<string, string> }, id: string, action: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/grievances/${id}/${action}`,
    headers: who.auth,
    ...(payload && { payload }),
  });
/** The signed link of the latest e-mail to `to`, and its token. */
function threadLink(to: string) {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1)!;
  const url = mail.text.match(/http:\/\/shop\.test\/grievance\/ticket\?token=\S+/)![0];
  return { mail, url, token: decodeURIComponent(new URL(url).searchParams.get("token")!) };
}
const thread = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/grievances/thread", payload: { token } });
const complainantSays = (token: string, message: string, ip = "203.0.113.30") =>
  t.app.inject({
    method: "POST",
    url: "/api/grievances/thread/replies",
    payload: { token, message },
    remoteAddress: ip,
  });

describe("staff's grievances", () => {
  it("lists every complaint with its thread and its two deadlines; shoppers may not see or act", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const shopper = await createUser(t.db, t.config.jwtSecret);
    const filed = (
      await file({ ...complaint, subject: "Refund not received" }, "203.0.113.10")
    ).json<CreateGrievanceResponseType>();

    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/grievances", headers: shopper.auth })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/grievances" })).statusCode).toBe(401);

    const mine = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!;
    expect(mine).toMatchObject({
      status: "Open",
      dueBy: filed.dueBy,
      resolveBy: filed.dueBy,
      orderNumber: "100042",
      mobile: "9876543210",
      subject: "Refund not received",
      replies: [],
      overdue: null,
      acknowledgedAt: null,
    });
    expect(new Date(mine.acknowledgeBy).getTime() - new Date(mine.receivedAt).getTime()).toBe(
      48 * 60 * 60 * 1000,
    );

    for (const [action, payload] of [
      ["acknowledge"],
      ["replies", { message: "Hello" }],
      ["resolve", { resolution: "Done" }],
    ] as const) {
      expect((await act(shopper, mine._id, action, payload)).statusCode).toBe(403);
      expect((await act({ auth: {} }, mine._id, action, payload)).statusCode).toBe(401);
    }
    expect((await staffGet(staff)).find((g) => g._id === mine._id)!.status).toBe("Open");
  });

  it("a staff reply e-mails the complainant, stays in the thread, takes the ticket up and is audited", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
    const email = "reply.thread@example.in";
    const filed = (await file({ ...complaint, email }, "203.0.113.11")).json<CreateGrievanceResponseType>();
    const id = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!._id;

    const empty = await act(staff, id, "replies", { message: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe("Please write your message.");

    const replied = await act(staff, id, "replies", { message: "We are sending a technician on Monday." });
    expect(replied.statusCode).toBe(200);
    const body = replied.json<AdminGrievanceResponseType>();
    expect(body.message).toBe("Your reply has been sent to the complainant.");
    expect(body.grievance).toMatchObject({ status: "In progress", acknowledgedAt: expect.any(String) });
    expect(body.grievance.replies).toMatchObject([
      { from: "staff", author: "Meera Iyer", message: "We are sending a technician on Monday." },
    ]);

    const { mail } = threadLink(email);
    expect(mail.subject).toBe(`Reply to your complaint ${filed.ticketNumber}`);
    expect(mail.text).toContain("We are sending a technician on Monday.");

    const audit = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/audit?entity=grievance&entityId=${id}`,
        headers: staff.auth,
      })
    ).json<{ entries: { action: string }[] }>();
    expect(audit.entries.map((e) => e.action)).toEqual(["reply"]);
  });

  it("the complainant reads the thread and answers through the signed link; staff are told; a forged or expired link is refused", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const email = "signed.link@example.in";
    const filed = (await file({ ...complaint, email }, "203.0.113.12")).json<CreateGrievanceResponseType>();
    const { token, mail } = threadLink(email);
    expect(mail.subject).toBe(`We have received your complaint ${filed.ticketNumber}`);

    const opened = await thread(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<ComplainantThreadResponseType>().ticket).toMatchObject({
      ticketNumber: filed.ticketNumber,
      subject: complaint.subject,
      status: "Open",
      replies: [],
    });

    const answered = await complainantSays(token, "The tank is still leaking, photos attached.");
    expect(answered.statusCode).toBe(200);
    expect(answered.json<ComplainantThreadResponseType>()).toMatchObject({
      message:
        "Thank you. Your message has been added to your complaint and our grievance officer has been told.",
      ticket: {
        replies: [
          {
            from: "complainant",
            author: complaint.name,
            message: "The tank is still leaking, photos attached.",
          },
        ],
      },
    });
    const mine = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!;
    expect(mine.replies.map((r) => r.from)).toEqual(["complainant"]);

    const forged = await signThreadToken(mine._id, "another-secret-that-is-long-enough-for-hs256");
    const expired = await signThreadToken(mine._id, t.config.jwtSecret, -60);
    const accessToken = staff.auth.authorization!.replace("Bearer ", "");
    for (const bad of [forged, expired, accessToken, `${token}x`]) {
      for (const response of [await thread(bad), await complainantSays(bad, "Let me in", "203.0.113.32")]) {
        expect(response.statusCode).toBe(403);
        expect(response.json<{ message: string }>().message).toBe(grievanceMessages.linkInvalid);
      }
    }
    expect((await staffGet(staff)).find((g) => g._id === mine._id)!.replies).toHaveLength(1);
  });

  it("resolving needs a note, e-mails it to the complainant, and a complainant's answer reopens the ticket", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const email = "resolution@example.in";
    const filed = (await file({ ...complaint, email }, "203.0.113.13")).json<CreateGrievanceResponseType>();
    const id = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!._id;

    const noNote = await act(staff, id, "resolve", { resolution: "" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ message: string }>().message).toBe(grievanceMessages.resolutionRequired);

    const resolved = await act(staff, id, "resolve", { resolution: "The tank was replaced on 3 December." });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<AdminGrievanceResponseType>().grievance).toMatchObject({
      status: "Resolved",
      resolution: "The tank was replaced on 3 December.",
      resolvedAt: expect.any(String),
    });
    const { mail, token } = threadLink(email);
    expect(mail.subject).toBe(`Your complaint ${filed.ticketNumber} is resolved`);
    expect(mail.text).toContain("The tank was replaced on 3 December.");
    expect((await act(staff, id, "resolve", { resolution: "Again" })).statusCode).toBe(409);

    expect((await complainantSays(token, "The new tank leaks too.", "203.0.113.31")).statusCode).toBe(200);
    expect((await staffGet(staff)).find((g) => g._id === id)).toMatchObject({
      status: "In progress",
      resolution: null,
    });
  });

  it("shows tickets past a deadline on the dashboard: not taken up within 48 hours, or not resolved within a month", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const late = await fileGrievance(
      t.db,
      { ...complaint, orderNumber: "", subject: "Nobody answered" },
      { receivedAt: new Date(Date.now() - 49 * 60 * 60_000) },
    );
    const fresh = await fileGrievance(
      t.db,
      { ...complaint, orderNumber: "", subject: "Filed an hour ago" },
      { receivedAt: new Date(Date.now() - 60 * 60_000) },
    );
    const old = await fileGrievance(
      t.db,
      { ...complaint, orderNumber: "", subject: "Taken up, never resolved" },
      { receivedAt: new Date(Date.now() - 40 * 86_400_000) },
    );
    expect(
      (await act(staff, old.id, "acknowledge")).json<AdminGrievanceResponseType>().grievance.overdue,
    ).toBe("resolution");

    const list = await staffGet(staff);
    expect(list.find((g) => g._id === late.id)!.overdue).toBe("acknowledgement");
    expect(list.find((g) => g._id === fresh.id)!.overdue).toBeNull();

    const dashboard = (
      await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: staff.auth })
    ).json<DashboardResponseType>();
    expect(dashboard.overdueGrievances).toEqual(
      expect.arrayContaining([
        {
          _id: late.id,
          ticketNumber: `GRV-${late.number}`,
          subject: "Nobody answered",
          overdue: "acknowledgement",
          receivedAt: late.createdAt.toISOString(),
        },
        {
          _id: old.id,
          ticketNumber: `GRV-${old.number}`,
          subject: "Taken up, never resolved",
          overdue: "resolution",
          receivedAt: old.createdAt.toISOString(),
        },
      ]),
    );
    expect(dashboard.overdueGrievances.map((g) => g._id)).not.toContain(fresh.id);

    // Taking it up clears the 48-hour flag.
    await act(staff, late.id, "acknowledge");
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: staff.auth })
    ).json<DashboardResponseType>();
    expect(after.overdueGrievances.map((g) => g._id)).not.toContain(late.id);
  });
});

describe("a complaint's language (docs/decisions/326-hindi-content.md)", () => {
  it("keeps the language of the page it was filed from: a complaint filed in Hindi without an account gets its acknowledgement, staff's reply and the link in Hindi", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
    const email = "hindi.complainant@example.in";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/grievances",
      payload: { ...complaint, email },
      headers: { "accept-language": "hi" },
      remoteAddress: "203.0.113.41",
    });
    expect(response.statusCode).toBe(201);
    const filed = response.json<CreateGrievanceResponseType>();
    expect(filed.message).toBe(`आपकी शिकायत ${filed.ticketNumber} नंबर पर दर्ज हो गई है। हमने आपको ई-मेल से पावती भेज दी है।`);
    const [row] = await t.db.select({ locale: grievances.locale }).from(grievances).where(eq(grievances.email, email));
    expect(row?.locale).toBe("hi");

    const id = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!._id;
    expect((await act(staff, id, "replies", { message: "सोमवार को टेक्नीशियन आएगा।" })).statusCode).toBe(200);
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(`आपकी शिकायत ${filed.ticketNumber} का जवाब`);
    expect(mail.text).toContain("सोमवार को टेक्नीशियन आएगा।");
    expect(mail.text).toMatch(/http:\/\/shop\.test\/hi\/grievance\/ticket\?token=/);
  });

  it("stays English for a complaint filed from an English page", async () => {
    const staff = await createUser(t.db, t.config.jwtSecret, { name: "Meera Iyer", role: "admin" });
    const email = "english.complainant@example.in";
    const filed = (await file({ ...complaint, email }, "203.0.113.42")).json<CreateGrievanceResponseType>();
    const id = (await staffGet(staff)).find((g) => g.ticketNumber === filed.ticketNumber)!._id;
    await act(staff, id, "replies", { message: "A technician visits on Monday." });
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(`Reply to your complaint ${filed.ticketNumber}`);
    expect(mail.text).toMatch(/http:\/\/shop\.test\/grievance\/ticket\?token=/);
  });
});
