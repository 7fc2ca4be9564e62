import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id } from "../../db/columns";
import type { InvoiceLine, SupplyKind } from "./tax";

/** The two numbered series of tax documents, each starting at 1 every financial year. */
export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The last number given in each series and financial year. Taking a number updates this
 * row inside the transaction that writes the document, so it stays locked until that
 * commits: numbers come out one after the other, and a rolled-back document gives its
 * number back (docs/decisions/146-gst-tax-invoices.md).
 */
export const documentSeries = pgTable(
  "document_series",
  {
    kind: text({ enum: DOCUMENT_KINDS }).notNull(),
    /** "2026-27": April to March. */
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** A party to a tax document as it stood when the document was issued. */
export interface DocumentParty {
  name: string;
  /** Address lines as printed. */
  address: string[];
  state: string;
  /** GST state code; empty when the state is not one GST knows. */
  stateCode: string;
  gstin?: string;
}

/**
 * The order's discounts as its invoice names them (docs/decisions/285-gst-on-discounted-lines.md):
 * the coupon and what it took off, and the prepaid offer's saving, tax included. Each line
 * carries its own share.
 */
export interface InvoiceDiscounts {
  couponCode: string | null;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
}

/**
 * A GST tax invoice (CGST Rules, rule 46), one per order, frozen when the order is placed:
 * the PDF is drawn from this record, never from today's catalog or settings.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** The store order it bills (no foreign key: the invoices domain stands below orders). */
    orderId: uuid().notNull().unique(),
    orderNumber: integer().notNull(),
    /** The shopper's account: only they may download it. */
    userId: uuid().notNull(),
    serial: text().notNull().unique(),
    financialYear: text().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    seller: jsonb().$type<DocumentParty>().notNull(),
    buyer: jsonb().$type<DocumentParty>().notNull(),
    supply: text({ enum: ["intra", "inter"] }).$type<SupplyKind>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    /** Null: the order had no discount (and every invoice issued before discounts). */
    discounts: jsonb().$type<InvoiceDiscounts>(),
    totalPaise: integer().notNull(),
  },
  (t) => [unique().on(t.financialYear, t.number), check("invoices_serial_length", sql`char_length(${t.serial}) <= 16`)],
);

/** A credit note for a refund of an invoiced order, in its own series. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    /**
     * The refund it documents (the refund ledger's row): one credit note per refund. Null for
     * a supply that never took place with nothing paid: a parcel returned to origin
     * (docs/decisions/306-return-to-origin.md).
     */
    refundId: uuid().unique(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    serial: text().notNull().unique(),
    financialYear: text().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    seller: jsonb().$type<DocumentParty>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [unique().on(t.financialYear, t.number), check("credit_notes_serial_length", sql`char_length(${t.serial}) <= 16`)],
);
