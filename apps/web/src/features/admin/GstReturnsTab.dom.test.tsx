import { screen, within } from "@testing-library/react";
import type { Gstr1ResponseType } from "@vayu/shared/gst-returns";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { GstReturnsTab } from "./GstReturnsTab";

const item = (rt: number, txval: number, iamt: number, camt?: number, samt?: number) => ({
  num: rt * 100 + 1,
  itm_det: { rt, txval, iamt, ...(camt === undefined ? {} : { camt, samt }), csamt: 0 },
});

const report = (fp: string): Gstr1ResponseType => ({
  gstin: "06AAHCV4821K1Z4",
  fp,
  b2b: [
    {
      ctin: "06AAPFU0939F1ZZ",
      inv: [{ inum: "VHA/30-31/000007", idt: "10-11-2030", val: 17_985, pos: "06", rchrg: "N", inv_typ: "R", itms: [item(18, 15_241.53, 0, 1_371.74, 1_371.73)] }],
    },
  ],
  b2cl: [{ pos: "29", inv: [{ inum: "VHA/30-31/000002", idt: "10-11-2030", val: 125_005, itms: [item(18, 105_936.44, 19_068.56)] }] }],
  b2cs: [{ sply_ty: "INTER", pos: "29", typ: "OE", rt: 18, txval: 13_566.1, iamt: 2_441.9, csamt: 0 }],
  cdnr: [],
  cdnur: [{ typ: "B2CL", ntty: "C", nt_num: "VCN/30-31/000001", nt_dt: "10-11-2030", val: 10_000, pos: "29", itms: [item(18, 8_474.58, 1_525.42)] }],
  hsn: { hsn_b2b: [], hsn_b2c: [] },
  doc_issue: {
    doc_det: [
      { doc_num: 1, doc_typ: "Invoices for outward supply", docs: [{ num: 1, from: "VHA/30-31/000001", to: "VHA/30-31/000007", totnum: 7, cancel: 0, net_issue: 7 }] },
    ],
  },
});

/** The month before this one in India's calendar, as the tab opens on it. */
function lastMonth(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the owner's GST returns tab", () => {
  it("shows last month's section totals and the net, then another month's", async () => {
    signIn();
    const [year, month] = lastMonth().split("-") as [string, string];
    const { calls } = fakeApi({
      [`GET /api/admin/reports/gstr1?month=${lastMonth()}`]: [200, report(`${month}${year}`)],
      "GET /api/admin/reports/gstr1?month=2030-11": [200, report("112030")],
    });
    const { user } = openComponent(GstReturnsTab);
    const totals = within(await screen.findByRole("region", { name: "GSTR-1 section totals" }));
    expect(totals.getByRole("heading", { name: `GSTR-1 for ${month}/${year}` })).toBeInTheDocument();
    expect(totals.getByRole("row", { name: "B2B invoices (Table 4) 1 ₹15,241.53 ₹2,743.47" })).toBeInTheDocument();
    expect(totals.getByRole("row", { name: "Credit notes, unregistered (Table 9B) 1 ₹8,474.58 ₹1,525.42" })).toBeInTheDocument();
    // 15,241.53 + 1,05,936.44 + 13,566.10 − 8,474.58, and the tax likewise.
    expect(totals.getByRole("row", { name: "Net supplies of the month ₹1,26,269.49 ₹22,728.51" })).toBeInTheDocument();
    expect(totals.getByText("Invoices for outward supply: VHA/30-31/000001 to VHA/30-31/000007, 7 issued, 0 cancelled")).toBeInTheDocument();

    const picker = screen.getByLabelText("Month");
    await user.clear(picker);
    await user.type(picker, "2030-11");
    expect(await screen.findByRole("heading", { name: "GSTR-1 for 11/2030" })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain("/api/admin/reports/gstr1?month=2030-11");
  });

  it("downloads the month's GSTR-1 JSON as the API gave it, named for the GSTIN and period", async () => {
    signIn();
    const [year, month] = lastMonth().split("-") as [string, string];
    const answer = report(`${month}${year}`);
    fakeApi({ [`GET /api/admin/reports/gstr1?month=${lastMonth()}`]: [200, answer] });
    const blobs: Blob[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), "blob:gstr1"), revokeObjectURL: () => undefined }));
    const { user } = openComponent(GstReturnsTab);
    await screen.findByRole("region", { name: "GSTR-1 section totals" });
    await user.click(screen.getByRole("button", { name: "GSTR-1 JSON" }));
    expect(blobs).toHaveLength(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(answer);
  });
});
