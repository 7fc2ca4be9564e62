import { documentDate, renderPdf, type Doc } from "../../pdf/render";
import type { DispatchOrder } from "../orders/index";
import { phoneText, type Shipper } from "./service";

/**
 * Packing slips: an A4 page that goes in the box and tells the packer what to put there.
 * No prices (docs/decisions/189-dispatch-documents.md): the tax invoice carries them.
 */

const PAGE = { margin: 40, width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#94a3b8";

/** A short code the packer can match against the shelf: the first 8 characters of the product's id. */
export const productCode = (productId: string) => productId.slice(0, 8).toUpperCase();

const COLUMNS = [
  { title: "#", width: 24, align: "left" as const },
  { title: "Item", width: CONTENT_WIDTH - 24 - 80 - 40 - 56, align: "left" as const },
  { title: "Code", width: 80, align: "left" as const },
  { title: "Qty", width: 40, align: "right" as const },
  { title: "Packed", width: 56, align: "right" as const },
];

function rule(doc: Doc, y: number, color = RULE) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

function header(doc: Doc, order: DispatchOrder, shipper: Shipper): number {
  const top = PAGE.margin;
  doc.font("bold").fontSize(13).fillColor(INK).text(shipper.storeName, PAGE.margin, top, { width: 300 });
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(shipper.pickupAddress, { width: 260 });
  doc.text(`${shipper.phone} · ${shipper.email}`, { width: 260 });
  const left = doc.y;
  const x = PAGE.width - PAGE.margin - 220;
  doc.font("bold").fontSize(16).fillColor(INK).text("PACKING SLIP", x, top, { width: 220, align: "right" });
  doc.fontSize(12).text(`Order #${order.orderNumber}`, x, doc.y + 2, { width: 220, align: "right" });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Placed ${documentDate.format(order.placedAt)}`, x, doc.y, { width: 220, align: "right" });
  doc.text(order.collectPaise > 0 ? "Payment: cash on delivery" : "Payment: prepaid", x, doc.y, {
    width: 220,
    align: "right",
  });
  const bottom = Math.max(left, doc.y) + 10;
  rule(doc, bottom, INK);
  return bottom + 12;
}

function shipTo(doc: Doc, order: DispatchOrder, top: number): number {
  const a = order.shipTo;
  doc.font("bold").fontSize(8).fillColor(MUTED).text("SHIP TO", PAGE.margin, top);
  doc.font("bold").fontSize(11).fillColor(INK).text(a.name, { width: 320 });
  doc.font("regular").fontSize(10);
  doc.text(a.address, { width: 320 });
  if (a.landmark.trim()) doc.text(`Landmark: ${a.landmark.trim()}`, { width: 320 });
  doc.text(`${a.city}, ${a.state} ${a.zipCode}`, { width: 320 });
  doc.text(`Phone ${phoneText(a.mobile)}`, { width: 320 });
  return doc.y + 16;
}

function row(doc: Doc, cells: string[], y: number, bold: boolean, checkbox: boolean): number {
  doc
    .font(bold ? "bold" : "regular")
    .fontSize(10)
    .fillColor(INK);
  const height =
    Math.max(...COLUMNS.map((c, i) => doc.heightOfString(cells[i]!, { width: c.width - 8 }))) + 10;
  let x = PAGE.margin;
  COLUMNS.forEach((c, i) => {
    doc.text(cells[i]!, x + 4, y + 5, { width: c.width - 8, align: c.align });
    x += c.width;
  });
  if (checkbox)
    doc
      .rect(PAGE.width - PAGE.margin - 18, y + 5, 12, 12)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
  return y + height;
}

function itemsTable(doc: Doc, order: DispatchOrder, top: number): number {
  const titles = COLUMNS.map((c) => c.title);
  const tableHeader = (y: number) => {
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, 22).fill("#f1f5f9");
    return row(doc, titles, y, true, false);
  };
  let y = tableHeader(top);
  order.items.forEach((item, index) => {
    if (y > PAGE.height - 200) {
      doc.addPage();
      y = tableHeader(PAGE.margin);
    }
    y = row(
      doc,
      [String(index + 1), item.title, productCode(item.productId), String(item.quantity), ""],
      y,
      false,
      true,
    );
    rule(doc, y);
  });
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(`${units} ${units === 1 ? "unit" : "units"} in all`, PAGE.margin, y + 8, {
      width: CONTENT_WIDTH,
      align: "right",
    });
  return doc.y;
}

function packerLine(doc: Doc, top: number) {
  const y = top + 36;
  const blanks: [string, number][] = [
    ["Packed by", 0],
    ["Checked by", 190],
    ["Date", 380],
  ];
  doc.font("regular").fontSize(9.5).fillColor(INK);
  for (const [label, offset] of blanks) {
    const x = PAGE.margin + offset;
    doc.text(label, x, y, { lineBreak: false });
    doc
      .moveTo(x + doc.widthOfString(label) + 6, y + 11)
      .lineTo(x + (offset === 380 ? CONTENT_WIDTH - 380 : 180), y + 11)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
  }
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      "Thank you for shopping with us. Your GST tax invoice is on this order's page in your account.",
      PAGE.margin,
      y + 30,
      { width: CONTENT_WIDTH },
    );
}

function drawPackingSlip(doc: Doc, order: DispatchOrder, shipper: Shipper) {
  const afterHeader = header(doc, order, shipper);
  const afterAddress = shipTo(doc, order, afterHeader);
  packerLine(doc, itemsTable(doc, order, afterAddress));
}

/** Each order's slip starts on a page of its own. */
export function packingSlipsPdf(
  orders: readonly DispatchOrder[],
  shipper: Shipper,
  title: string,
): Promise<Buffer> {
  return renderPdf({ size: "A4", margin: PAGE.margin, title, author: shipper.legalName }, (doc) => {
    orders.forEach((order, index) => {
      if (index > 0) doc.addPage();
      drawPackingSlip(doc, order, shipper);
    });
  });
}
