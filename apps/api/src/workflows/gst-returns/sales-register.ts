import { regionOfStateCode } from "@vayu/shared/gst";
import type { DbOrTx } from "../../db/client";
import {
  creditNotesIssuedBetween,
  invoicesIssuedBetween,
  type InvoiceLine,
  type InvoiceRow,
} from "../../domains/invoices/index";
import { toCsv } from "../../http/csv";
import { hsnOf, placeCode, toolDate } from "./gstr1";

/**
 * The sales register (docs/sales-register.md): one line per line of each tax invoice issued in
 * the days, each credit note's lines negative, in the order the documents were issued.
 */

export const SALES_REGISTER_COLUMNS = [
  "Voucher type",
  "Voucher number",
  "Date",
  "Against invoice",
  "Buyer",
  "GSTIN",
  "Place of supply",
  "HSN",
  "Description",
  "Quantity",
  "GST rate %",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Total",
] as const;

/** Paise as rupees with two decimals, without a float in between: -11800 -> "-118.00". */
export function amountText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "29-Karnataka", as the GST portal's tools write a place of supply. */
function placeText(invoice: InvoiceRow): string {
  const code = placeCode(invoice);
  return `${code}-${regionOfStateCode(code) ?? invoice.buyer.state}`;
}

interface Entry {
  kind: "Sales" | "Credit Note";
  serial: string;
  issuedAt: Date;
  against: string;
  invoice: InvoiceRow;
  lines: readonly InvoiceLine[];
  sign: 1 | -1;
}

export async function salesRegisterCsv(db: DbOrTx, start: Date, end: Date): Promise<string> {
  const [invoiceRows, noteRows] = await Promise.all([
    invoicesIssuedBetween(db, start, end),
    creditNotesIssuedBetween(db, start, end),
  ]);
  const entries: Entry[] = [
    ...invoiceRows.map((invoice): Entry => ({
      kind: "Sales",
      serial: invoice.serial,
      issuedAt: invoice.issuedAt,
      against: "",
      invoice,
      lines: invoice.lines,
      sign: 1,
    })),
    ...noteRows.map(({ creditNote, invoice }): Entry => ({
      kind: "Credit Note",
      serial: creditNote.serial,
      issuedAt: creditNote.issuedAt,
      against: invoice.serial,
      invoice,
      lines: creditNote.lines,
      sign: -1,
    })),
  ].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.serial.localeCompare(b.serial));

  const rows = entries.flatMap((e) =>
    e.lines.map((line) => [
      e.kind,
      e.serial,
      toolDate(e.issuedAt),
      e.against,
      e.invoice.buyer.name,
      e.invoice.buyer.gstin ?? "",
      placeText(e.invoice),
      hsnOf(line, e.invoice).hsn,
      line.description,
      line.quantity === null ? "" : e.sign * line.quantity,
      line.ratePercent,
      amountText(e.sign * line.taxablePaise),
      amountText(e.sign * line.cgstPaise),
      amountText(e.sign * line.sgstPaise),
      amountText(e.sign * line.igstPaise),
      amountText(e.sign * line.grossPaise),
    ]),
  );
  return toCsv(SALES_REGISTER_COLUMNS, rows);
}
