import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { StaffEnquiriesResponseType, StaffEnquiryType } from "@vayu/shared/staff-enquiries";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { sampleContactEnquiry, sampleDealerEnquiry } from "../../test/factories";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
  const send = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  await send("/api/contact", sampleContactEnquiry);
  await send("/api/distributordealer", sampleDealerEnquiry);
  await send("/api/contact", { ...sampleContactEnquiry, name: "=HYPERLINK(\"http://evil.example\")", enquire: 'Need 5 fans, "urgent", for\nthe shop' });
});
afterAll(() => t.close());

const asStaff = (method: "GET" | "PATCH", url: string, payload?: object) => t.app.inject({ method, url, headers: t.staff.auth, ...(payload && { payload }) });
const list = async (query = "") => (await asStaff("GET", `/api/admin/enquiries${query}`)).json<StaffEnquiriesResponseType>().enquiries;

describe("enquiries", () => {
  it("are all new at first, filtered by type, status and text", async () => {
    const all = await list();
    expect(all).toHaveLength(3);
    expect(all.every((e) => e.status === "new" && e.notes === "")).toBe(true);
    expect((await list("?type=distributor")).map((e) => e.name)).toEqual(["Lakshmi Narayanan"]);
    expect((await list("?type=contact")).map((e) => e.kind)).toEqual(["contact", "contact"]);
    expect((await list("?q=coastal")).map((e) => e.firmName)).toEqual(["Coastal Cooling Traders"]);
    expect((await list("?q=9443012345")).map((e) => e.name)).toEqual(["Lakshmi Narayanan"]);
    expect((await list("?q=100%25")).length).toBe(0);
    const bad = await asStaff("GET", "/api/admin/enquiries?status=done");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("status must be one of new, in progress, closed");
  });

  it("take a status and staff notes, audited, and the status filter follows", async () => {
    const [dealer] = await list("?type=distributor");
    const patched = await asStaff("PATCH", `/api/admin/enquiries/${dealer!._id}`, { status: "in progress", notes: "Called back; sending the price list." });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ enquiry: StaffEnquiryType }>().enquiry).toMatchObject({ status: "in progress", notes: "Called back; sending the price list." });
    expect((await list("?status=in%20progress")).map((e) => e._id)).toEqual([dealer!._id]);
    const log = (await asStaff("GET", `/api/admin/audit?entity=enquiry&entityId=${dealer!._id}`)).json<AuditResponseType>().entries;
    expect(log[0]).toMatchObject({ before: { status: "new", notes: "" }, after: { status: "in progress", notes: "Called back; sending the price list." } });
    expect((await asStaff("PATCH", `/api/admin/enquiries/${dealer!._id}`, {})).statusCode).toBe(400);
    expect((await asStaff("PATCH", "/api/admin/enquiries/00000000-0000-4000-8000-000000000000", { status: "closed" })).statusCode).toBe(404);
  });

  it("export as CSV a spreadsheet opens safely: quoted, formulas defused, filtered like the list", async () => {
    const response = await asStaff("GET", "/api/admin/enquiries.csv?type=contact");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith("\uFEFFReceived,Type,Status,Name,E-mail,Mobile,City,State,Firm,Investment (₹),Message,Staff notes\r\n")).toBe(true);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines).toHaveLength(4); // header, two contact enquiries, the final empty line
    expect(lines[1]).toContain(`contact,new,"'=HYPERLINK(""http://evil.example"")",rohan.mehta@example.in,9876543210,Pune,Maharashtra,,,"Need 5 fans, ""urgent"", for\nthe shop",`);
    expect(lines[2]).toContain("Rohan Mehta");
    expect(lines[2]).not.toContain("Lakshmi");
  });
});
