import { formatPaise } from "@vayu/shared/money";
import { documentDate, renderPdf, type Doc } from "../../pdf/render";
import { drawCode128 } from "./barcode";
import type { DispatchOrder } from "../orders/index";
import { phoneText, type Shipper } from "./service";

/**
 * Shipping labels: one 4 x 6 inch page (288 x 432 pt, the thermal label couriers in India
 * take) per order, black on white (docs/decisions/189-dispatch-documents.md).
 */

const PAGE = { width: 288, height: 432 };
const PAD = 14;
const WIDTH = PAGE.width - 2 * PAD;

const units = (order: DispatchOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The payment as the courier must see it first: cash to collect, or nothing. */
export const paymentInstruction = (order: DispatchOrder) =>
  order.collectPaise > 0 ? `COD — COLLECT ${formatPaise(order.collectPaise)}` : "PREPAID";

function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAD, y)
    .lineTo(PAGE.width - PAD, y)
    .lineWidth(1)
    .strokeColor("#000000")
    .stroke();
}

function caption(doc: Doc, text: string, y: number) {
  doc.font("bold").fontSize(7).fillColor("#000000").text(text, PAD, y, { width: WIDTH, lineBreak: false });
}

function paymentBand(doc: Doc, order: DispatchOrder): number {
  const height = 40;
  doc.rect(PAD, PAD, WIDTH, height).fill("#000000");
  const text = paymentInstruction(order);
  doc.font("bold").fontSize(order.collectPaise > 0 ? 16 : 22);
  const textHeight = doc.heightOfString(text, { width: WIDTH - 8 });
  doc.fillColor("#ffffff").text(text, PAD + 4, PAD + (height - textHeight) / 2, {
    width: WIDTH - 8,
    align: "center",
    lineBreak: false,
  });
  return PAD + height;
}

function shipTo(doc: Doc, order: DispatchOrder, top: number): number {
  const a = order.shipTo;
  caption(doc, "SHIP TO", top);
  doc
    .font("bold")
    .fontSize(13)
    .fillColor("#000000")
    .text(a.name, PAD, top + 10, { width: WIDTH, height: 18, ellipsis: true });
  doc.font("regular").fontSize(10);
  doc.text(a.address, PAD, doc.y, { width: WIDTH, height: 40, ellipsis: true });
  if (a.landmark.trim())
    doc.text(`Landmark: ${a.landmark.trim()}`, PAD, doc.y, { width: WIDTH, height: 14, ellipsis: true });
  doc.text(`${a.city}, ${a.state}`, PAD, doc.y, { width: WIDTH, height: 14, ellipsis: true });
  doc
    .font("bold")
    .fontSize(28)
    .text(`PIN ${a.zipCode}`, PAD, doc.y + 2, { width: WIDTH, lineBreak: false });
  doc.fontSize(12).text(`Phone ${phoneText(a.mobile)}`, PAD, doc.y, { width: WIDTH, lineBreak: false });
  return doc.y + 6;
}

function orderBlock(doc: Doc, order: DispatchOrder, top: number): number {
  const count = units(order);
  doc
    .font("bold")
    .fontSize(14)
    .fillColor("#000000")
    .text(`Order #${order.orderNumber}`, PAD, top + 6, { width: WIDTH, lineBreak: false });
  doc
    .font("regular")
    .fontSize(9)
    .text(
      `Placed ${documentDate.format(order.placedAt)} · ${count} ${count === 1 ? "item" : "items"} in this parcel`,
      PAD,
      doc.y,
      { width: WIDTH, lineBreak: false },
    );
  const barcodeTop = doc.y + 6;
  drawCode128(doc, String(order.orderNumber), { x: PAD, y: barcodeTop, width: WIDTH, height: 54 });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor("#000000")
    .text(String(order.orderNumber), PAD, barcodeTop + 56, {
      width: WIDTH,
      align: "center",
      lineBreak: false,
    });
  return doc.y + 6;
}

function shipFrom(doc: Doc, shipper: Shipper, top: number) {
  caption(doc, "IF UNDELIVERED, RETURN TO", top);
  doc
    .font("bold")
    .fontSize(9)
    .text(shipper.storeName, PAD, top + 10, { width: WIDTH, lineBreak: false });
  doc
    .font("regular")
    .fontSize(8)
    .text(shipper.pickupAddress, PAD, doc.y, { width: WIDTH, height: 22, ellipsis: true });
  doc.text(`Phone ${shipper.phone}`, PAD, doc.y, { width: WIDTH, lineBreak: false });
}

function drawLabel(doc: Doc, order: DispatchOrder, shipper: Shipper) {
  const afterPayment = paymentBand(doc, order);
  const afterAddress = shipTo(doc, order, afterPayment + 8);
  rule(doc, afterAddress);
  const afterOrder = orderBlock(doc, order, afterAddress);
  rule(doc, afterOrder);
  shipFrom(doc, shipper, afterOrder + 6);
}

/** One label a page, in the orders' order. */
export function labelsPdf(
  orders: readonly DispatchOrder[],
  shipper: Shipper,
  title: string,
): Promise<Buffer> {
  return renderPdf(
    { size: [PAGE.width, PAGE.height], margin: 0, title, author: shipper.legalName },
    (doc) => {
      orders.forEach((order, index) => {
        if (index > 0) doc.addPage();
        drawLabel(doc, order, shipper);
      });
    },
  );
}
