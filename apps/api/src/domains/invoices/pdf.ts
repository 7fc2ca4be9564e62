import { formatPaise } from "@vayu/shared/money";
import { documentDate, renderPdf, type Doc } from "../../pdf/render";
import { paiseInWords } from "./amount-in-words";
import type { CreditNoteRow, InvoiceRow } from "./service";
import type { DocumentParty, InvoiceDiscounts } from "./tables";
import { totalsOf, valueBeforeDiscount, type InvoiceLine, type SupplyKind } from "./tax";

/** Tax invoices and credit notes as A4 PDFs (pdfkit, the store's font), drawn from their frozen records. */

const PAGE = { margin: 40, width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";

const amount = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const figures = (paise: number) => amount.format(paise / 100);

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  value: (line: InvoiceLine, index: number) => string;
}

/**
 * The lines' columns. A document with a discounted line also shows each line's value before
 * the discount and the discount (tax included), the taxable value being worked out of what
 * is left (docs/decisions/285-gst-on-discounted-lines.md); narrower money columns make room.
 */
function columns(supply: SupplyKind, discounted: boolean): Column[] {
  const moneyWidth = discounted ? 54 : 62;
  const money = (title: string, pick: (l: InvoiceLine) => number, width = moneyWidth): Column => ({
    title,
    width,
    align: "right",
    value: (l) => figures(pick(l)),
  });
  const tax: Column[] =
    supply === "intra"
      ? [money("CGST", (l) => l.cgstPaise), money("SGST", (l) => l.sgstPaise)]
      : [money("IGST", (l) => l.igstPaise)];
  const discount: Column[] = discounted
    ? [
        money("Gross value", valueBeforeDiscount),
        {
          title: "Discount",
          width: 50,
          align: "right",
          // A charge is never discounted; a line of goods shows its share, if any.
          value: (l) =>
            l.productId === null ? "—" : l.discountPaise ? `-${figures(l.discountPaise)}` : figures(0),
        },
      ]
    : [];
  const fixed: Column[] = [
    { title: "#", width: discounted ? 14 : 18, align: "left", value: (_l, i) => String(i + 1) },
    { title: "Description", width: 0, align: "left", value: (l) => l.description },
    { title: "HSN", width: discounted ? 46 : 52, align: "left", value: (l) => l.hsn ?? "—" },
    {
      title: "Qty",
      width: 28,
      align: "right",
      value: (l) => (l.quantity === null ? "—" : `${l.quantity} pc`),
    },
    ...discount,
    money("Taxable value", (l) => l.taxablePaise),
    { title: "GST", width: discounted ? 30 : 34, align: "right", value: (l) => `${l.ratePercent}%` },
    ...tax,
    money("Total", (l) => l.grossPaise),
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.title === "Description" ? { ...c, width: CONTENT_WIDTH - used } : c));
}

function party(doc: Doc, title: string, who: DocumentParty, x: number, y: number, width: number): number {
  doc
    .font("bold")
    .fontSize(8)
    .fillColor(MUTED)
    .text(title.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  doc.font("bold").fontSize(10).fillColor(INK).text(who.name, { width });
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of who.address) doc.text(line, { width });
  doc.text(`State: ${who.state}${who.stateCode ? `, code ${who.stateCode}` : ""}`, { width });
  if (who.gstin) doc.text(`GSTIN: ${who.gstin}`, { width });
  return doc.y;
}

function keyValues(doc: Doc, rows: [string, string][], x: number, y: number, width: number): number {
  let at = y;
  for (const [key, value] of rows) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(key, x, at, { width: 100 });
    doc
      .font("bold")
      .fillColor(INK)
      .text(value, x + 100, at, { width: width - 100 });
    at = Math.max(doc.y, at + 13);
  }
  return at;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

function rowHeight(doc: Doc, cols: Column[], cells: string[], bold: boolean): number {
  doc.font(bold ? "bold" : "regular").fontSize(8.5);
  return Math.max(...cols.map((c, i) => doc.heightOfString(cells[i]!, { width: c.width - 6 }))) + 8;
}

function tableRow(doc: Doc, cols: Column[], cells: string[], y: number, bold: boolean): number {
  const height = rowHeight(doc, cols, cells, bold);
  doc.fillColor(INK);
  let x = PAGE.margin;
  cols.forEach((c, i) => {
    doc.text(cells[i]!, x + 3, y + 4, { width: c.width - 6, align: c.align });
    x += c.width;
  });
  return y + height;
}

function linesTable(doc: Doc, lines: readonly InvoiceLine[], supply: SupplyKind, top: number): number {
  const cols = columns(
    supply,
    lines.some((l) => (l.discountPaise ?? 0) > 0),
  );
  const titles = cols.map((c) => c.title);
  const header = (y: number) => {
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, rowHeight(doc, cols, titles, true)).fill("#f1f5f9");
    return tableRow(doc, cols, titles, y, true);
  };
  let y = header(top);
  lines.forEach((line, index) => {
    if (y > PAGE.height - 260) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    y = tableRow(
      doc,
      cols,
      cols.map((c) => c.value(line, index)),
      y,
      false,
    );
    rule(doc, y);
  });
  return y;
}

function totalsBlock(
  doc: Doc,
  lines: readonly InvoiceLine[],
  supply: SupplyKind,
  y: number,
  label: string,
  discounts: InvoiceDiscounts | null,
): number {
  const totals = totalsOf(lines);
  const before = lines.reduce((sum, l) => sum + valueBeforeDiscount(l), 0);
  const rows: [string, string][] = discounts
    ? [
        ["Value before discount", formatPaise(before)],
        ...(discounts.couponDiscountPaise > 0 || discounts.couponCode
          ? ([
              [
                `Coupon ${discounts.couponCode ?? ""}`.trim(),
                `-${formatPaise(discounts.couponDiscountPaise)}`,
              ],
            ] as [string, string][])
          : []),
        ...(discounts.prepaidDiscountPaise > 0
          ? ([["Prepaid offer", `-${formatPaise(discounts.prepaidDiscountPaise)}`]] as [string, string][])
          : []),
      ]
    : [];
  const taxRows: [string, number][] = [
    ["Total taxable value", totals.taxablePaise],
    ...(supply === "intra"
      ? ([
          ["Total CGST", totals.cgstPaise],
          ["Total SGST", totals.sgstPaise],
        ] as [string, number][])
      : ([["Total IGST", totals.igstPaise]] as [string, number][])),
  ];
  // Wide enough for "Coupon " and the longest code (24 characters) on one line.
  const labelWidth = 190;
  const valueWidth = 100;
  const x = PAGE.width - PAGE.margin - labelWidth - valueWidth;
  let at = y + 10;
  for (const [key, value] of [...rows, ...taxRows.map(([k, v]): [string, string] => [k, formatPaise(v)])]) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(key, x, at, { width: labelWidth });
    const below = doc.y;
    doc.fillColor(INK).text(value, x + labelWidth, at, { width: valueWidth, align: "right" });
    at = Math.max(at + 14, below + 3);
  }
  doc
    .moveTo(x, at + 2)
    .lineTo(PAGE.width - PAGE.margin, at + 2)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(label, x, at + 8, { width: labelWidth });
  doc.text(formatPaise(totals.grossPaise), x + labelWidth, at + 8, { width: valueWidth, align: "right" });
  at += 30;
  doc.font("regular").fontSize(9).fillColor(MUTED).text("Amount in words", PAGE.margin, at);
  doc
    .font("bold")
    .fontSize(9.5)
    .fillColor(INK)
    .text(paiseInWords(totals.grossPaise), PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH });
  return doc.y;
}

/** How the shopper reaches the store today, printed at the foot of each document (the store's settings). */
export interface CustomerCare {
  storeName: string;
  phone: string;
  email: string;
}

function closing(doc: Doc, sellerName: string, care: CustomerCare, notes: string[], y: number) {
  let at = y + 14;
  doc.font("regular").fontSize(8.5).fillColor(MUTED);
  for (const note of notes) {
    doc.text(note, PAGE.margin, at, { width: CONTENT_WIDTH - 200 });
    at = doc.y + 2;
  }
  const x = PAGE.width - PAGE.margin - 190;
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text(`For ${sellerName}`, x, y + 14, { width: 190, align: "right" });
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text("Authorised signatory (digitally issued)", x, y + 60, { width: 190, align: "right" });
  doc
    .fontSize(8)
    .text(
      `Customer care: ${care.phone} · ${care.email} · ${care.storeName}`,
      PAGE.margin,
      PAGE.height - PAGE.margin - 12,
      {
        width: CONTENT_WIDTH,
        align: "center",
        lineBreak: false,
      },
    );
}

function header(doc: Doc, title: string, subtitle: string, seller: DocumentParty): number {
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(title, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH, align: "right" });
  doc.font("regular").fontSize(8).fillColor(MUTED).text(subtitle, { width: CONTENT_WIDTH, align: "right" });
  const bottom = party(doc, "Sold by", seller, PAGE.margin, PAGE.margin, 300);
  rule(doc, bottom + 8);
  return bottom + 16;
}

function render(draw: (doc: Doc) => void, info: { Title: string; Author: string }): Promise<Buffer> {
  return renderPdf({ size: "A4", margin: PAGE.margin, title: info.Title, author: info.Author }, draw);
}

const placeOfSupply = (buyer: DocumentParty) =>
  buyer.stateCode ? `${buyer.state} (${buyer.stateCode})` : buyer.state;

interface TaxDocument {
  title: string;
  seller: DocumentParty;
  details: [string, string][];
  buyerTitle: string;
  buyer: DocumentParty;
  lines: readonly InvoiceLine[];
  /** The invoice's discounts, named above its totals; null: none (and on a credit note). */
  discounts: InvoiceDiscounts | null;
  supply: SupplyKind;
  totalLabel: string;
  notes: string[];
  care: CustomerCare;
}

/** The layout both documents share: seller, details beside the buyer, the lines, totals in figures and words, notes and signature. */
function drawTaxDocument(doc: Doc, d: TaxDocument) {
  const top = header(doc, d.title, "Original for recipient", d.seller);
  const half = CONTENT_WIDTH / 2;
  const details = keyValues(doc, d.details, PAGE.margin + half, top, half);
  const buyer = party(doc, d.buyerTitle, d.buyer, PAGE.margin, top, half - 16);
  const tableTop = Math.max(details, buyer) + 14;
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text("Amounts in ₹", PAGE.margin, tableTop - 11, { width: CONTENT_WIDTH, align: "right" });
  const end = linesTable(doc, d.lines, d.supply, tableTop);
  closing(
    doc,
    d.seller.name,
    d.care,
    d.notes,
    totalsBlock(doc, d.lines, d.supply, end, d.totalLabel, d.discounts),
  );
}

/** "VHA/26-27/000001" -> "VHA-26-27-000001.pdf". */
export const taxDocumentFileName = (serial: string) => `${serial.replaceAll("/", "-")}.pdf`;

export function invoicePdf(invoice: InvoiceRow, care: CustomerCare): Promise<Buffer> {
  return render(
    (doc) =>
      drawTaxDocument(doc, {
        title: "TAX INVOICE",
        seller: invoice.seller,
        care,
        details: [
          ["Invoice number", invoice.serial],
          ["Invoice date", documentDate.format(invoice.issuedAt)],
          ["Order number", `#${invoice.orderNumber}`],
          ["Place of supply", placeOfSupply(invoice.buyer)],
          ["Reverse charge", "No"],
          // A buyer with a GSTIN claims the tax as input tax credit (docs/decisions/315-business-buyers.md).
          ["Supply type", invoice.buyer.gstin ? "B2B (registered buyer)" : "B2C"],
        ],
        buyerTitle: invoice.buyer.gstin ? "Billed to (registered buyer), shipped to" : "Billed and shipped to",
        buyer: invoice.buyer,
        lines: invoice.lines,
        discounts: invoice.discounts,
        supply: invoice.supply,
        totalLabel: "Invoice total",
        notes: [
          "Tax payable on reverse charge: No.",
          "Prices include GST; the taxable value is worked out of each price. Shipping and cash-on-delivery charges are taxed at the rate of the goods.",
          ...(invoice.discounts
            ? [
                "Discounts are shown on this invoice and allowed at the time of supply: each line's taxable value and GST are worked out of its value after its share of the discount.",
              ]
            : []),
        ],
      }),
    { Title: `Tax invoice ${invoice.serial}`, Author: invoice.seller.name },
  );
}

export function creditNotePdf(note: CreditNoteRow, invoice: InvoiceRow, care: CustomerCare): Promise<Buffer> {
  return render(
    (doc) =>
      drawTaxDocument(doc, {
        title: "CREDIT NOTE",
        seller: note.seller,
        care,
        details: [
          ["Credit note number", note.serial],
          ["Credit note date", documentDate.format(note.issuedAt)],
          ["Against invoice", `${invoice.serial} of ${documentDate.format(invoice.issuedAt)}`],
          ["Order number", `#${invoice.orderNumber}`],
          ["Place of supply", placeOfSupply(invoice.buyer)],
          ["Reason", note.reason],
        ],
        buyerTitle: "Issued to",
        buyer: invoice.buyer,
        lines: note.lines,
        discounts: null,
        supply: invoice.supply,
        totalLabel: "Credit total",
        notes: [
          "Tax payable on reverse charge: No.",
          "This credit note reduces the value of the supply invoiced above, and the tax on it, by the amount refunded.",
        ],
      }),
    { Title: `Credit note ${note.serial}`, Author: note.seller.name },
  );
}
