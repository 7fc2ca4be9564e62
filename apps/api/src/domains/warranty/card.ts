import { formatAddress } from "@vayu/shared/site-settings";
import type { DbOrTx } from "../../db/client";
import { documentDate, renderPdf, type Doc } from "../../pdf/render";
import { getSettings } from "../settings/index";

/**
 * The warranty card (docs/decisions/334-installation-and-warranty.md): an A5 page with the
 * store as it is set up now (name, registered address, phones), the product, its serial number,
 * the purchase date (the delivery date) and how long the warranty runs.
 */

const PAGE = { margin: 36, width: 419.53, height: 595.28 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#0369a1";

export interface WarrantyCard {
  orderNumber: number;
  customerName: string;
  title: string;
  serialNumber: string;
  /** YYYY-MM-DD, India. */
  delivered: string;
  validUntil: string;
  warrantyMonths: number;
}

interface Issuer {
  storeName: string;
  legalName: string;
  address: string;
  phones: string[];
  email: string;
}

const printed = (isoDay: string) => documentDate.format(new Date(`${isoDay}T06:30:00Z`));

function field(doc: Doc, label: string, value: string) {
  doc.font("regular").fontSize(8).fillColor(MUTED).text(label.toUpperCase(), { width: WIDTH });
  doc.font("bold").fontSize(12).fillColor(INK).text(value, { width: WIDTH });
  doc.moveDown(0.6);
}

function draw(doc: Doc, card: WarrantyCard, issuer: Issuer) {
  doc.rect(0, 0, PAGE.width, 8).fill(BRAND);
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(INK)
    .text(issuer.storeName, PAGE.margin, PAGE.margin, { width: WIDTH });
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(issuer.address, { width: WIDTH });
  doc.text([...issuer.phones, issuer.email].filter(Boolean).join(" · "), { width: WIDTH });
  doc.moveDown(1.2);
  doc.font("bold").fontSize(18).fillColor(BRAND).text("WARRANTY CARD", { width: WIDTH });
  doc.moveDown(0.8);
  field(doc, "Product", card.title);
  field(doc, "Serial number", card.serialNumber);
  field(doc, "Purchase date (delivered)", printed(card.delivered));
  field(doc, "Warranty", `${card.warrantyMonths} months, until ${printed(card.validUntil)}`);
  field(doc, "Customer", card.customerName);
  field(doc, "Order", `#${card.orderNumber}`);
  doc.moveDown(0.4);
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `Covers defects in materials and workmanship from the purchase date. Keep this card with the tax invoice of order #${card.orderNumber}. For service, call or write to ${issuer.storeName} with the serial number.`,
      { width: WIDTH },
    );
  doc.text(`Sold by ${issuer.legalName}.`, { width: WIDTH });
}

/** "warranty-ABC1234.pdf" */
export const warrantyCardFileName = (serialNumber: string) => `warranty-${serialNumber}.pdf`;

export async function warrantyCardPdf(db: DbOrTx, card: WarrantyCard): Promise<Buffer> {
  const settings = await getSettings(db);
  const issuer: Issuer = {
    storeName: settings.storeName,
    legalName: settings.legalName,
    address: formatAddress(settings.registeredAddress, settings.state),
    phones: settings.phones,
    email: settings.supportEmail,
  };
  return renderPdf(
    {
      size: [PAGE.width, PAGE.height],
      margin: PAGE.margin,
      title: `Warranty card ${card.serialNumber}`,
      author: settings.legalName,
    },
    (doc) => draw(doc, card, issuer),
  );
}
