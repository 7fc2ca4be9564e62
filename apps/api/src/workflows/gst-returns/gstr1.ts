import type { Gstr1B2csRowType, Gstr1HsnRowType, Gstr1ItemType, Gstr1ResponseType } from "@vayu/shared/gst-returns";
import type { DbOrTx } from "../../db/client";
import {
  creditNotesIssuedBetween,
  invoicesIssuedBetween,
  type CreditNoteRow,
  type InvoiceLine,
  type InvoiceRow,
} from "../../domains/invoices/index";
import { getSettings } from "../../domains/settings/index";

/**
 * GSTR-1 for a month out of the month's tax invoices and credit notes, in the shape of the GST
 * portal's offline tool JSON (docs/decisions/316-gstr1-and-sales-register.md). Every sum is
 * in paise; rupees only at the end.
 */

const IST_OFFSET = "+05:30";
/** Rule 59(4): an inter-state invoice to an unregistered buyer above this goes invoice-wise (Rs 1 lakh from 1 August 2024, Rs 2.5 lakh before). */
const B2CL_FROM_AUGUST_2024_PAISE = 100_000_00;
const B2CL_BEFORE_PAISE = 250_000_00;
const B2CL_CHANGE = new Date(`2024-08-01T00:00:00${IST_OFFSET}`);
/** The tool's state code for a place outside the states it lists ("Other Territory"). */
const OTHER_TERRITORY = "97";
/** The tool's description is at most 30 characters. */
const HSN_DESCRIPTION_MAX = 30;

/** [start, end) of a month of India's calendar ("2026-11"). */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, mm] = month.split("-").map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, "0")}`;
  return { start: new Date(`${month}-01T00:00:00${IST_OFFSET}`), end: new Date(`${next}-01T00:00:00${IST_OFFSET}`) };
}

const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
/** The tool's date, DD-MM-YYYY, in India's calendar. */
export const toolDate = (at: Date) => dayMonthYear.format(at).replaceAll("/", "-");

export const rupees = (paise: number) => paise / 100;

export type Table = "b2b" | "b2cl" | "b2cs";

/** Which table an invoice goes to: a buyer with a GSTIN B2B; inter-state above the rule 59(4) limit B2CL; the rest B2CS. */
export function tableOf(invoice: InvoiceRow): Table {
  if (invoice.buyer.gstin) return "b2b";
  const limit = invoice.issuedAt < B2CL_CHANGE ? B2CL_BEFORE_PAISE : B2CL_FROM_AUGUST_2024_PAISE;
  return invoice.supply === "inter" && invoice.totalPaise > limit ? "b2cl" : "b2cs";
}

export const placeCode = (invoice: InvoiceRow) => invoice.buyer.stateCode || OTHER_TERRITORY;

interface Amounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}
const zero = (): Amounts => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
function addTo(into: Amounts, line: Amounts, sign: 1 | -1) {
  into.taxablePaise += sign * line.taxablePaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
  into.igstPaise += sign * line.igstPaise;
}

/** A document's lines added up by rate, in the tool's items (num: rate × 100 + 1); CGST and SGST only within the state. */
function items(lines: readonly InvoiceLine[], inter: boolean): Gstr1ItemType[] {
  const byRate = new Map<number, Amounts>();
  for (const line of lines) {
    const amounts = byRate.get(line.ratePercent) ?? zero();
    addTo(amounts, line, 1);
    byRate.set(line.ratePercent, amounts);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rt, a]) => ({
      num: rt * 100 + 1,
      itm_det: {
        rt,
        txval: rupees(a.taxablePaise),
        iamt: rupees(a.igstPaise),
        ...(inter ? {} : { camt: rupees(a.cgstPaise), samt: rupees(a.sgstPaise) }),
        csamt: 0,
      },
    }));
}

/**
 * The HSN code a line counts under in Table 12: its own; a charge (shipping, cash on delivery)
 * or a credit note's line with none takes that of the invoice's first goods at its rate, since
 * the charge is part of the value of those goods (docs/decisions/316-gstr1-and-sales-register.md).
 */
export function hsnOf(line: InvoiceLine, invoice: InvoiceRow): { hsn: string; description: string } {
  const goods =
    (line.hsn ? invoice.lines.find((l) => l.hsn === line.hsn) : undefined) ??
    invoice.lines.find((l) => l.hsn && l.ratePercent === line.ratePercent) ??
    invoice.lines.find((l) => l.hsn);
  return { hsn: line.hsn ?? goods?.hsn ?? "", description: goods?.description ?? line.description };
}

interface HsnSum extends Amounts {
  hsn: string;
  description: string;
  rate: number;
  quantity: number;
}

/** `amount` split in proportion to `weights`, largest remainder first, so the parts add up exactly. */
function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total > 0 ? (amount * w) / total : 0));
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  for (const i of exact.map((e, i) => i).sort((a, b) => exact[b]! - parts[b]! - (exact[a]! - parts[a]!))) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A share of a document line under one HSN code, with the units it counts. */
interface HsnPart extends Amounts {
  hsn: string;
  description: string;
  rate: number;
  units: number;
}

/**
 * What a credit note's line takes back under each HSN code: a line for one product under its
 * code; a line spread over the invoice's value at its rate (a goodwill refund, a cancellation)
 * shared among the invoice's codes at that rate by their value, with every unit of them when
 * the note cancels the invoice whole.
 */
function creditedParts(note: CreditNoteRow, invoice: InvoiceRow, line: InvoiceLine): HsnPart[] {
  if (line.hsn) return [{ ...line, ...hsnOf(line, invoice), rate: line.ratePercent, units: line.quantity ?? 0 }];
  const groups = new Map<string, { description: string; grossPaise: number; units: number }>();
  for (const l of invoice.lines.filter((l) => l.ratePercent === line.ratePercent)) {
    const { hsn, description } = hsnOf(l, invoice);
    const group = groups.get(hsn) ?? { description, grossPaise: 0, units: 0 };
    group.grossPaise += l.grossPaise;
    group.units += l.productId ? (l.quantity ?? 0) : 0;
    groups.set(hsn, group);
  }
  const entries = [...groups];
  const weights = entries.map(([, g]) => g.grossPaise);
  const [taxable, cgst, sgst, igst] = [line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise].map((a) =>
    spread(a, weights),
  ) as [number[], number[], number[], number[]];
  const whole = note.totalPaise === invoice.totalPaise;
  return entries.map(([hsn, g], i) => ({
    hsn,
    description: g.description,
    rate: line.ratePercent,
    taxablePaise: taxable[i]!,
    cgstPaise: cgst[i]!,
    sgstPaise: sgst[i]!,
    igstPaise: igst[i]!,
    units: whole ? g.units : 0,
  }));
}

/** Table 12's rows, leaving out a code and rate whose sales the month's credit notes took back whole. */
function hsnRows(sums: Map<string, HsnSum>): Gstr1HsnRowType[] {
  return [...sums.values()]
    .filter((s) => s.quantity !== 0 || s.taxablePaise !== 0 || s.cgstPaise + s.sgstPaise + s.igstPaise !== 0)
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((s, index) => ({
      num: index + 1,
      hsn_sc: s.hsn,
      desc: s.description.slice(0, HSN_DESCRIPTION_MAX).trim(),
      uqc: "NOS",
      qty: s.quantity,
      rt: s.rate,
      txval: rupees(s.taxablePaise),
      iamt: rupees(s.igstPaise),
      camt: rupees(s.cgstPaise),
      samt: rupees(s.sgstPaise),
      csamt: 0,
    }));
}

/** Table 13: a series' range in the month, how many numbers it spans, and how many of them were not issued. */
function documentRange(rows: readonly { serial: string; number: number }[]) {
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const totnum = last.number - first.number + 1;
  return { num: 1, from: first.serial, to: last.serial, totnum, cancel: totnum - rows.length, net_issue: rows.length };
}

export async function gstr1(db: DbOrTx, month: string): Promise<Gstr1ResponseType> {
  const { start, end } = monthRange(month);
  const [settings, invoiceRows, noteRows] = await Promise.all([
    getSettings(db),
    invoicesIssuedBetween(db, start, end),
    creditNotesIssuedBetween(db, start, end),
  ]);

  const b2b = new Map<string, Gstr1ResponseType["b2b"][number]["inv"]>();
  const b2cl = new Map<string, Gstr1ResponseType["b2cl"][number]["inv"]>();
  const b2cs = new Map<string, Amounts & { inter: boolean; pos: string; rate: number }>();
  const hsn = { b2b: new Map<string, HsnSum>(), b2c: new Map<string, HsnSum>() };
  const cdnr = new Map<string, Gstr1ResponseType["cdnr"][number]["nt"]>();
  const cdnur: Gstr1ResponseType["cdnur"] = [];

  const toB2cs = (invoice: InvoiceRow, lines: readonly InvoiceLine[], sign: 1 | -1) => {
    const pos = placeCode(invoice);
    for (const line of lines) {
      const key = `${pos}|${line.ratePercent}`;
      const row = b2cs.get(key) ?? { ...zero(), inter: invoice.supply === "inter", pos, rate: line.ratePercent };
      addTo(row, line, sign);
      b2cs.set(key, row);
    }
  };
  const toHsn = (invoice: InvoiceRow, part: HsnPart, sign: 1 | -1) => {
    const sums = invoice.buyer.gstin ? hsn.b2b : hsn.b2c;
    const key = `${part.hsn}|${part.rate}`;
    const row = sums.get(key) ?? { ...zero(), hsn: part.hsn, description: part.description, rate: part.rate, quantity: 0 };
    addTo(row, part, sign);
    row.quantity += sign * part.units;
    sums.set(key, row);
  };

  for (const invoice of invoiceRows) {
    const inter = invoice.supply === "inter";
    const common = { inum: invoice.serial, idt: toolDate(invoice.issuedAt), val: rupees(invoice.totalPaise) };
    switch (tableOf(invoice)) {
      case "b2b": {
        const ctin = invoice.buyer.gstin!;
        b2b.set(ctin, [
          ...(b2b.get(ctin) ?? []),
          { ...common, pos: placeCode(invoice), rchrg: "N", inv_typ: "R", itms: items(invoice.lines, inter) },
        ]);
        break;
      }
      case "b2cl": {
        const pos = placeCode(invoice);
        b2cl.set(pos, [...(b2cl.get(pos) ?? []), { ...common, itms: items(invoice.lines, true) }]);
        break;
      }
      case "b2cs":
        toB2cs(invoice, invoice.lines, 1);
    }
    for (const line of invoice.lines)
      toHsn(invoice, { ...line, ...hsnOf(line, invoice), rate: line.ratePercent, units: line.productId ? (line.quantity ?? 0) : 0 }, 1);
  }

  for (const { creditNote: note, invoice } of noteRows) {
    const inter = invoice.supply === "inter";
    const common = {
      ntty: "C" as const,
      nt_num: note.serial,
      nt_dt: toolDate(note.issuedAt),
      val: rupees(note.totalPaise),
      pos: placeCode(invoice),
    };
    switch (tableOf(invoice)) {
      case "b2b": {
        const ctin = invoice.buyer.gstin!;
        cdnr.set(ctin, [
          ...(cdnr.get(ctin) ?? []),
          { ...common, rchrg: "N", inv_typ: "R", itms: items(note.lines, inter) },
        ]);
        break;
      }
      case "b2cl":
        cdnur.push({ ...common, typ: "B2CL", itms: items(note.lines, true) });
        break;
      case "b2cs":
        // A small consumer sale's credit note is not reported on its own: it reduces Table 7.
        toB2cs(invoice, note.lines, -1);
    }
    for (const line of note.lines) for (const part of creditedParts(note, invoice, line)) toHsn(invoice, part, -1);
  }

  const b2csRows: Gstr1B2csRowType[] = [...b2cs.values()]
    .filter((r) => r.taxablePaise !== 0 || r.cgstPaise + r.sgstPaise + r.igstPaise !== 0)
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
    .map((r) => ({
      sply_ty: r.inter ? "INTER" : "INTRA",
      pos: r.pos,
      typ: "OE",
      rt: r.rate,
      txval: rupees(r.taxablePaise),
      ...(r.inter ? { iamt: rupees(r.igstPaise) } : { camt: rupees(r.cgstPaise), samt: rupees(r.sgstPaise) }),
      csamt: 0,
    }));

  const [year, mm] = month.split("-") as [string, string];
  const notes = noteRows.map((r) => r.creditNote);
  return {
    gstin: settings.gstin,
    fp: `${mm}${year}`,
    b2b: [...b2b].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl].map(([pos, inv]) => ({ pos, inv })),
    b2cs: b2csRows,
    cdnr: [...cdnr].map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: {
      doc_det: [
        ...(invoiceRows.length > 0
          ? [{ doc_num: 1, doc_typ: "Invoices for outward supply", docs: [documentRange(invoiceRows)] }]
          : []),
        ...(notes.length > 0 ? [{ doc_num: 5, doc_typ: "Credit Note", docs: [documentRange(notes)] }] : []),
      ],
    },
  };
}
