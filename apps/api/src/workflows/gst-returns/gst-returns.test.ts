import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gstr1Totals, type Gstr1ResponseType } from "@vayu/shared/gst-returns";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { addresses } from "../../domains/addresses/tables";
import { pincodes } from "../../domains/delivery/tables";
import { creditNotes, invoices } from "../../domains/invoices/tables";
import {
  openedPaymentOrder,
  payQuietly,
  placeOrder,
  placedCodOrder,
  placedOrder,
  shopperWithCart,
  verify,
} from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { cancel, confirm } from "../../test/lifecycle-fixtures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { GST_RETURNS_OWNER_ONLY } from "./routes";

/**
 * GSTR-1 and the sales register (docs/decisions/316-gstr1-and-sales-register.md), on PGlite and on
 * the PostgreSQL server (TEST_DRIVER=pg): a month of online, COD, cancelled COD, refunded, large
 * inter-state and B2B orders adds up to the month's invoices and credit notes to the paisa.
 */

let t: StoreTestApp;
const MONTH = "2030-11";
let report: Gstr1ResponseType;

const ok = (response: { statusCode: number; body: string }, status = 200) => {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
};
/** The owner, signed in now: the tests move the clock, and a session does not outlive its days. */
const owner = async () => (await createUser(t.db, t.config.jwtSecret, { role: "owner" })).auth;
const refund = async (orderId: string, amount: number) =>
  ok(
    await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refund`,
      headers: await owner(),
      payload: { amount, reason: "Part of the order refunded" },
    }),
  );

/** An online order of one product to a business registered in Haryana (the store's state), delivered there. */
async function businessOrder(pricePaise: number) {
  const product = await createProduct(t.db, { title: "Air Cooler 55 L", pricePaise, stock: 10, hsn: "84796000" });
  const cart = [{ productId: product.id, quantity: 2 }];
  const shopper = await shopperWithCart(t, cart);
  await t.db
    .update(addresses)
    .set({ city: "Gurugram", state: "Haryana", zipCode: "122051", businessName: "Aravali Offices Pvt Ltd", gstin: "06AAPFU0939F1ZZ" })
    .where(eq(addresses.id, shopper.address.id));
  const total = (pricePaise * 2 + 500) / 100;
  const checkout = await openedPaymentOrder(t, shopper, total);
  const { signed } = await payQuietly(t, checkout.id);
  ok(await verify(t, shopper, signed));
  const placed = await placeOrder(t, shopper, signed, cart, total);
  ok(placed, 201);
  return placed.json<{ order: { _id: string } }>().order._id;
}

beforeAll(async () => {
  t = await createStoreTestApp();
  await t.db.insert(pincodes).values({ pincode: "122051", district: "Gurgaon", state: "Haryana" }).onConflictDoNothing();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-10-31T18:00:00Z")); // 31 October, 23:30 in India: the month before
  await placedOrder(t, { title: "Table Fan 400 mm", pricePaise: 249_900, stock: 5, hsn: "84145100" });
  vi.setSystemTime(new Date("2030-11-10T06:00:00Z"));
  // Online, to Karnataka: B2C small, inter-state.
  await placedOrder(t, { title: "Ceiling Fan 1200 mm", pricePaise: 1_249_900, stock: 5, hsn: "84145100" });
  // Online, above Rs 1 lakh, to another state: B2C large, with a part refunded (CDNUR).
  const large = await placedOrder(t, { title: "LED TV 65 inch", pricePaise: 12_500_000, stock: 5, hsn: "85287200" });
  await refund(large.orderId, 10_000);
  // Cash on delivery, confirmed.
  const codOrder = await placedCodOrder(t, { title: "Mixer Grinder 750 W", pricePaise: 349_900, stock: 5, hsn: "85094000" });
  ok(await confirm(t, codOrder.shopper, codOrder.orderId));
  // Cash on delivery cancelled by the shopper: a credit note with no refund cancels its invoice.
  const cancelled = await placedCodOrder(t, { title: "Steam Iron 1600 W", pricePaise: 149_900, stock: 5, hsn: "85164000" });
  ok(await cancel(t, cancelled.shopper, cancelled.orderId, { reason: "Ordered by mistake" }));
  // Online, refunded in full.
  const refunded = await placedOrder(t, { title: "Electric Kettle 1.5 L", pricePaise: 129_900, stock: 5, hsn: "85167100", gstRatePercent: 5 });
  await refund(refunded.orderId, 1_304);
  // Two products at 18% to Karnataka, with a goodwill refund spread over both (B2C small).
  const juicer = await createProduct(t.db, { title: "Juicer Mixer 500 W", pricePaise: 349_900, stock: 5, hsn: "85094000" });
  const pedestal = await createProduct(t.db, { title: "Pedestal Fan 400 mm", pricePaise: 199_900, stock: 5, hsn: "84145100" });
  const pair = [{ productId: juicer.id, quantity: 1 }, { productId: pedestal.id, quantity: 1 }];
  const pairShopper = await shopperWithCart(t, pair);
  const pairCheckout = await openedPaymentOrder(t, pairShopper, 5_503);
  const { signed: pairSigned } = await payQuietly(t, pairCheckout.id);
  ok(await verify(t, pairShopper, pairSigned));
  const pairPlaced = await placeOrder(t, pairShopper, pairSigned, pair, 5_503);
  ok(pairPlaced, 201);
  await refund(pairPlaced.json<{ order: { _id: string } }>().order._id, 1_000);
  // B2B, within the state: CGST + SGST, with a part refunded (CDNR).
  const b2b = await businessOrder(899_000);
  await refund(b2b, 2_000);
  vi.setSystemTime(new Date("2030-11-30T18:30:00Z")); // 1 December in India: the month after
  await placedOrder(t, { title: "Exhaust Fan 250 mm", pricePaise: 199_900, stock: 5, hsn: "84145100" });
  const response = await t.app.inject({ method: "GET", url: `/api/admin/reports/gstr1?month=${MONTH}`, headers: await owner() });
  vi.useRealTimers();
  ok(response);
  report = response.json<Gstr1ResponseType>();
}, 180_000);
afterAll(() => t.close());

const istMonth = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);

async function monthDocuments() {
  const invoiceRows = (await t.db.select().from(invoices)).filter((i) => istMonth(i.issuedAt) === MONTH);
  const noteRows = (await t.db.select().from(creditNotes)).filter((n) => istMonth(n.issuedAt) === MONTH);
  const sum = (rows: { lines: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }[] }[]) => ({
    taxablePaise: rows.flatMap((r) => r.lines).reduce((s, l) => s + l.taxablePaise, 0),
    taxPaise: rows.flatMap((r) => r.lines).reduce((s, l) => s + l.cgstPaise + l.sgstPaise + l.igstPaise, 0),
  });
  return { invoiceRows, noteRows, invoiced: sum(invoiceRows), credited: sum(noteRows) };
}

describe("GET /api/admin/reports/gstr1", () => {
  it("names the store's GSTIN and the period, and sorts the month's invoices into B2B, B2CL and B2CS", () => {
    expect(report.gstin).toBe(defaultStoreProfile.gstin);
    expect(report.fp).toBe("112030");
    expect(report.b2b).toHaveLength(1);
    expect(report.b2b[0]!.ctin).toBe("06AAPFU0939F1ZZ");
    expect(report.b2b[0]!.inv[0]).toMatchObject({
      val: 17_985,
      pos: "06",
      rchrg: "N",
      inv_typ: "R",
      // 17,985.00 at 18% within the state: taxable 15,241.53, CGST and SGST 1,371.74 and 1,371.73.
      itms: [{ num: 1801, itm_det: { rt: 18, txval: 15_241.53, iamt: 0, camt: 1_371.74, samt: 1_371.73, csamt: 0 } }],
    });
    expect(report.b2b[0]!.inv[0]!.idt).toBe("10-11-2030");
    expect(report.b2cl).toEqual([
      {
        pos: "29",
        inv: [
          {
            inum: expect.stringMatching(/^VHA\/30-31\/\d{6}$/),
            idt: "10-11-2030",
            val: 125_005,
            itms: [{ num: 1801, itm_det: { rt: 18, txval: 105_936.44, iamt: 19_068.56, csamt: 0 } }],
          },
        ],
      },
    ]);
    // The kettle at 5% (refunded in full: nothing left) and the rest at 18%, all to Karnataka.
    expect(report.b2cs.map((r) => [r.sply_ty, r.pos, r.typ, r.rt])).toEqual([["INTER", "29", "OE", 18]]);
  });

  it("reports the credit notes of B2B and large invoices apart; the others reduce B2C small", () => {
    expect(report.cdnr).toEqual([
      {
        ctin: "06AAPFU0939F1ZZ",
        nt: [
          {
            ntty: "C",
            nt_num: expect.stringMatching(/^VCN\/30-31\/\d{6}$/),
            nt_dt: "10-11-2030",
            val: 2_000,
            pos: "06",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1801, itm_det: { rt: 18, txval: 1_694.92, iamt: 0, camt: 152.54, samt: 152.54, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(report.cdnur).toEqual([
      expect.objectContaining({ typ: "B2CL", ntty: "C", val: 10_000, pos: "29", itms: [{ num: 1801, itm_det: { rt: 18, txval: 8_474.58, iamt: 1_525.42, csamt: 0 } }] }),
    ]);
  });

  it("adds up, section by section and in the HSN summary, to the month's invoices less its credit notes, to the paisa", async () => {
    const { invoiceRows, noteRows, invoiced, credited } = await monthDocuments();
    expect(invoiceRows).toHaveLength(7);
    expect(noteRows).toHaveLength(5);
    const { sections, net } = gstr1Totals(report);
    expect(net).toEqual({
      taxablePaise: invoiced.taxablePaise - credited.taxablePaise,
      taxPaise: invoiced.taxPaise - credited.taxPaise,
    });
    expect(sections.hsnB2b.taxablePaise + sections.hsnB2c.taxablePaise).toBe(net.taxablePaise);
    expect(sections.hsnB2b.taxPaise + sections.hsnB2c.taxPaise).toBe(net.taxPaise);
    // The other way: each invoice and credit note once, in the section its buyer and value put it.
    const b2bInvoices = invoiceRows.filter((i) => i.buyer.gstin);
    expect(sections.b2b.taxablePaise).toBe(b2bInvoices.flatMap((i) => i.lines).reduce((s, l) => s + l.taxablePaise, 0));
    expect(sections.b2b.count + sections.b2cl.count).toBe(2);
    expect(sections.cdnr.count + sections.cdnur.count).toBe(2);
    expect(report.hsn.hsn_b2b).toEqual([
      { num: 1, hsn_sc: "84796000", desc: "Air Cooler 55 L", uqc: "NOS", qty: 2, rt: 18, txval: 13_546.61, iamt: 0, camt: 1_219.20, samt: 1_219.19, csamt: 0 },
    ]);
    // The cancelled COD order's iron and the refunded kettle come back to nothing and are left out;
    // the goodwill refund takes no units back.
    expect(report.hsn.hsn_b2c.map((r) => [r.hsn_sc, r.rt, r.qty])).toEqual([
      ["84145100", 18, 2],
      ["85094000", 18, 2],
      ["85287200", 18, 1],
    ]);
    // Its 847.46 taxable value (and 152.54 IGST) split by the two codes' value in the invoice,
    // 3,504.00 (the juicer with the shipping) to 1,999.00: 539.61 and 307.85.
    const fans = report.hsn.hsn_b2c.find((r) => r.hsn_sc === "84145100")!;
    const fanLines = invoiceRows.flatMap((i) => i.lines).filter((l) => l.hsn === "84145100");
    expect(Math.round(fans.txval * 100)).toBe(fanLines.reduce((s, l) => s + l.taxablePaise, 0) + 424 - 30_785);
  });

  it("lists the month's invoice and credit-note ranges in Table 13", async () => {
    const { invoiceRows, noteRows } = await monthDocuments();
    const sorted = <T extends { number: number }>(rows: T[]) => [...rows].sort((a, b) => a.number - b.number);
    const [firstInvoice, lastInvoice] = [sorted(invoiceRows)[0]!, sorted(invoiceRows).at(-1)!];
    expect(report.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: "Invoices for outward supply",
        docs: [{ num: 1, from: firstInvoice.serial, to: lastInvoice.serial, totnum: 7, cancel: 0, net_issue: 7 }],
      },
      {
        doc_num: 5,
        doc_typ: "Credit Note",
        docs: [{ num: 1, from: sorted(noteRows)[0]!.serial, to: sorted(noteRows).at(-1)!.serial, totnum: 5, cancel: 0, net_issue: 5 }],
      },
    ]);
  });

  it("is the owner's only, and needs a month as YYYY-MM", async () => {
    const admin = await createUser(t.db, t.config.jwtSecret, { role: "admin" });
    const refused = await t.app.inject({ method: "GET", url: `/api/admin/reports/gstr1?month=${MONTH}`, headers: admin.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: GST_RETURNS_OWNER_ONLY });
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/reports/gstr1?month=2030-13", headers: await owner() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "month", message: "Use a month as YYYY-MM." });
  });
});

describe("GET /api/admin/reports/sales-register.csv", () => {
  it("has a line per invoice line and each credit note's lines negative, adding up to the month's net", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/reports/sales-register.csv?from=2030-11-01&to=2030-11-30",
      headers: await owner(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="sales-register-2030-11-01-2030-11-30.csv"');
    const [header, ...rows] = response.body.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(header).toBe(
      "Voucher type,Voucher number,Date,Against invoice,Buyer,GSTIN,Place of supply,HSN,Description,Quantity,GST rate %,Taxable value,CGST,SGST,IGST,Total",
    );
    // A comma inside a quoted cell (a credit note's "Reduction in value of supply, GST 18%") does not split it.
    const cells = rows.map((r) => r.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const b2bLine = cells.find((c) => c[1]!.startsWith("VHA") && c[5] === "06AAPFU0939F1ZZ")!;
    expect(b2bLine).toEqual(["Sales", b2bLine[1], "10-11-2030", "", "Aravali Offices Pvt Ltd", "06AAPFU0939F1ZZ", "06-Haryana", "84796000", "Air Cooler 55 L", "2", "18", "15237.29", "1371.36", "1371.35", "0.00", "17980.00"]);
    const note = cells.find((c) => c[0] === "Credit Note" && c[5] === "06AAPFU0939F1ZZ")!;
    expect(note.slice(11)).toEqual(["-1694.92", "-152.54", "-152.54", "0.00", "-2000.00"]);
    const { invoiced, credited } = await monthDocuments();
    const paise = (text: string) => Math.round(Number(text) * 100);
    expect(cells.reduce((s, c) => s + paise(c[11]!), 0)).toBe(invoiced.taxablePaise - credited.taxablePaise);
    expect(cells.reduce((s, c) => s + paise(c[12]!) + paise(c[13]!) + paise(c[14]!), 0)).toBe(invoiced.taxPaise - credited.taxPaise);
    // The day before the month and the day after are not in it.
    expect(cells.some((c) => c[2] === "31-10-2030" || c[2] === "01-12-2030")).toBe(false);
  });
});
