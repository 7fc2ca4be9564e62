import { and, asc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { gstRegion, gstStateCodes, regionOfStateCode } from "@vayu/shared/gst";
import type { DbOrTx, Tx } from "../../db/client";
import { findPincode } from "../delivery/index";
import { financialYearOf, takeNumber } from "./series";
import { creditNotes, invoices, type DocumentParty, type InvoiceDiscounts } from "./tables";
import {
  invoiceLines,
  splitByRate,
  splitInclusive,
  totalsOf,
  type Charge,
  type GoodsLine,
  type InvoiceLine,
  type SupplyKind,
} from "./tax";
import { formatAddress } from "@vayu/shared/site-settings";
import { currentMailStore, getSettings } from "../settings/index";
import type { CustomerCare } from "./pdf";

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The store as its tax documents name it, from the settings on the day they are issued, read
 * in the issuing transaction (docs/decisions/183-store-settings.md); the document keeps it.
 */
export async function sellerParty(tx: DbOrTx): Promise<DocumentParty> {
  const settings = await getSettings(tx);
  const region = gstRegion(settings.state)!;
  return {
    name: settings.legalName,
    address: [formatAddress(settings.registeredAddress, settings.state)],
    state: region,
    stateCode: gstStateCodes[region],
    gstin: settings.gstin,
  };
}

/** Where the goods go, for the place of supply: the delivery pincode's state, else the state the shopper typed. */
async function deliveryRegion(
  db: DbOrTx,
  zipCode: string,
  typedState: string,
): Promise<{ state: string; stateCode: string }> {
  const region = gstRegion((await findPincode(db, zipCode))?.state ?? typedState);
  return region ? { state: region, stateCode: gstStateCodes[region] } : { state: typedState, stateCode: "" };
}

export interface DeliveryAddress {
  name: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** A business buyer's registered name and GSTIN: the invoice is then B2B (docs/decisions/315-business-buyers.md). */
  businessName?: string;
  gstin?: string;
}

/**
 * The place of supply: for a business buyer, the state of its GSTIN (its first two digits),
 * where it takes the credit; for a consumer, where the goods go
 * (docs/decisions/315-business-buyers.md).
 */
function placeOfSupply(
  delivery: { state: string; stateCode: string },
  gstin: string | undefined,
): { state: string; stateCode: string } {
  const region = gstin ? regionOfStateCode(gstin.slice(0, 2)) : undefined;
  return region ? { state: region, stateCode: gstStateCodes[region] } : delivery;
}

export interface InvoiceInput {
  orderId: string;
  orderNumber: number;
  userId: string;
  address: DeliveryAddress;
  goods: readonly GoodsLine[];
  charges: readonly Charge[];
  /** The order's coupon and prepaid saving, named on the invoice; each line of `goods` carries its share. */
  discounts: InvoiceDiscounts;
  /** What the shopper pays: the invoice must come to exactly this. */
  totalPaise: number;
  issuedAt: Date;
}

/**
 * Issues the order's tax invoice inside the transaction that places the order (once: a
 * repeat answers the first). CGST + SGST when the goods go to the store's own state, else
 * IGST (place of supply: where delivery ends).
 */
export async function issueInvoice(tx: Tx, input: InvoiceInput): Promise<InvoiceRow> {
  const existing = await findInvoiceOfOrder(tx, input.orderId);
  if (existing) return existing;
  const seller = await sellerParty(tx);
  const delivery = await deliveryRegion(tx, input.address.zipCode, input.address.state);
  const place = placeOfSupply(delivery, input.address.gstin);
  const supply: SupplyKind = place.stateCode === seller.stateCode ? "intra" : "inter";
  const lines = invoiceLines(input.goods, input.charges, supply);
  const totalPaise = totalsOf(lines).grossPaise;
  const { couponDiscountPaise, prepaidDiscountPaise } = input.discounts;
  const linesDiscount = input.goods.reduce((sum, g) => sum + g.discountPaise, 0);
  if (linesDiscount !== couponDiscountPaise + prepaidDiscountPaise)
    throw new Error(
      `order ${input.orderId}: its lines' discounts come to ${linesDiscount} paise, its coupon and prepaid offer to ${couponDiscountPaise + prepaidDiscountPaise}`,
    );
  if (totalPaise !== input.totalPaise)
    throw new Error(
      `order ${input.orderId}: invoice lines come to ${totalPaise} paise, the order to ${input.totalPaise}`,
    );

  const a = input.address;
  const business = a.gstin && a.businessName ? { name: a.businessName, gstin: a.gstin } : undefined;
  const buyer: DocumentParty = {
    name: business?.name ?? a.name,
    address: [
      ...(business ? [`Attn: ${a.name}`] : []),
      a.address,
      ...(a.landmark.trim() ? [`Landmark: ${a.landmark.trim()}`] : []),
      `${a.city}, ${delivery.state} ${a.zipCode}`,
      a.country,
    ],
    ...place,
    ...(business && { gstin: business.gstin }),
  };
  const financialYear = financialYearOf(input.issuedAt);
  const { number, serial } = await takeNumber(tx, "invoice", financialYear);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: input.orderId,
      orderNumber: input.orderNumber,
      userId: input.userId,
      serial,
      financialYear,
      number,
      issuedAt: input.issuedAt,
      seller,
      buyer,
      supply,
      lines,
      discounts:
        couponDiscountPaise + prepaidDiscountPaise > 0 || input.discounts.couponCode ? input.discounts : null,
      totalPaise,
    })
    .returning();
  return row!;
}

export interface CreditInput {
  /** Null: no money goes back, the supply did not take place (a parcel returned to origin). */
  refundId: string | null;
  orderId: string;
  amountPaise: number;
  reason: string;
  /** The line whose units the refund is for, when it is for one, and how many units. */
  productId?: string;
  quantity?: number;
  issuedAt: Date;
}

/**
 * Issues the credit note of a refund of an invoiced order (once per refund), in the
 * transaction that records the refund. The amount reverses tax at the refunded line's rate,
 * else spread over the invoice's rates by their share of it. An order without an invoice
 * (placed before invoicing began) gets none.
 */
export async function issueCreditNote(tx: Tx, input: CreditInput): Promise<CreditNoteRow | undefined> {
  if (input.refundId) {
    const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, input.refundId));
    if (existing) return existing;
  }
  const invoice = await findInvoiceOfOrder(tx, input.orderId);
  if (!invoice) return undefined;

  const refundedLine = input.productId
    ? invoice.lines.find((l) => l.productId === input.productId)
    : undefined;
  const weights = new Map<number, number>();
  for (const line of refundedLine ? [refundedLine] : invoice.lines)
    weights.set(line.ratePercent, (weights.get(line.ratePercent) ?? 0) + line.grossPaise);
  const lines: InvoiceLine[] = [...splitByRate(input.amountPaise, weights)].map(([rate, paise]) => ({
    description: refundedLine ? refundedLine.description : `Reduction in value of supply, GST ${rate}%`,
    hsn: refundedLine?.hsn ?? null,
    productId: refundedLine?.productId ?? null,
    quantity: refundedLine ? (input.quantity ?? null) : null,
    unitPricePaise: null,
    ratePercent: rate,
    ...splitInclusive(paise, rate, invoice.supply),
  }));

  const financialYear = financialYearOf(input.issuedAt);
  const { number, serial } = await takeNumber(tx, "credit_note", financialYear);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      refundId: input.refundId,
      invoiceId: invoice.id,
      serial,
      financialYear,
      number,
      issuedAt: input.issuedAt,
      reason: input.reason,
      seller: await sellerParty(tx),
      lines,
      totalPaise: input.amountPaise,
    })
    .returning();
  return row!;
}

export async function findInvoiceOfOrder(
  db: DbOrTx,
  orderId: string,
  userId?: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), userId ? eq(invoices.userId, userId) : undefined));
  return row;
}

/** A credit note of the order `orderId` (only if it is `userId`'s, when given), with its invoice. */
export async function findCreditNote(db: DbOrTx, orderId: string, creditNoteId: string, userId?: string) {
  const [row] = await db
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      and(
        eq(creditNotes.id, creditNoteId),
        eq(invoices.orderId, orderId),
        userId ? eq(invoices.userId, userId) : undefined,
      ),
    );
  return row;
}

export const invoicePath = (orderId: string) => `/api/order/${orderId}/invoice`;
export const creditNotePath = (orderId: string, creditNoteId: string) =>
  `/api/order/${orderId}/credit-notes/${creditNoteId}`;

/** The orders among `orderIds` that have an invoice. */
export async function invoicedOrders(db: DbOrTx, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  return new Set(rows.map((r) => r.orderId));
}

/** The id of the order's credit note that documents no refund (a parcel returned to origin), if it has one. */
export async function creditNoteWithoutRefund(db: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(invoices.orderId, orderId), isNull(creditNotes.refundId)));
  return row?.id;
}

/** Each refund's credit note id, for the refunds that have one. */
export async function creditNotesOfRefunds(
  db: DbOrTx,
  refundIds: readonly string[],
): Promise<Map<string, string>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db
    .select({ id: creditNotes.id, refundId: creditNotes.refundId })
    .from(creditNotes)
    .where(inArray(creditNotes.refundId, [...refundIds]));
  return new Map(rows.flatMap((r) => (r.refundId ? [[r.refundId, r.id] as const] : [])));
}

/** The store's customer care as the settings give it now: the foot of every tax document. */
export async function currentCustomerCare(db: DbOrTx): Promise<CustomerCare> {
  const store = await currentMailStore(db);
  return { storeName: store.storeName, phone: store.phone, email: store.supportEmail };
}

/** The tax invoices issued in [start, end), in series order (docs/decisions/316-gstr1-and-sales-register.md). */
export function invoicesIssuedBetween(db: DbOrTx, start: Date, end: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.financialYear), asc(invoices.number));
}

/** The credit notes issued in [start, end), each with the invoice it reduces, in series order. */
export function creditNotesIssuedBetween(
  db: DbOrTx,
  start: Date,
  end: Date,
): Promise<{ creditNote: CreditNoteRow; invoice: InvoiceRow }[]> {
  return db
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.number));
}
