import { z } from "zod";

/**
 * Cash-on-delivery reports and courier remittances (docs/decisions/308-cod-reports-and-remittances.md).
 * Amounts in rupees; dates are India's calendar days (YYYY-MM-DD).
 */

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Not a real date.");

/** The most rows of the shopper table; the pincode and state tables list every one with a shipped parcel. */
export const COD_REPORT_TOP_MAX = 100;

export const codReportQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** How many shoppers (most refused parcels first). */
    top: z.coerce.number().int().min(1).max(COD_REPORT_TOP_MAX).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });
export type CodReportQueryType = z.infer<typeof codReportQuery>;

export const COD_REPORT_SECTIONS = ["pincode", "state", "shopper", "cash"] as const;
export const codReportCsvQuery = z
  .object({
    section: z.enum(COD_REPORT_SECTIONS),
    from: isoDay.optional(),
    to: isoDay.optional(),
    top: z.coerce.number().int().min(1).max(COD_REPORT_TOP_MAX).default(COD_REPORT_TOP_MAX),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must not be after the end date.",
    path: ["from"],
  });

/** Shipped cash-on-delivery parcels and how many came back refused; rate is null with nothing shipped. */
const RtoFigures = z.object({ shipped: z.number(), rto: z.number(), rate: z.number().nullable() });

const RemittableOrder = z.object({
  _id: z.string(),
  orderNumber: z.number(),
  amount: z.number(),
  collectedAt: z.string(),
});

export const CourierCash = z.object({
  courier: z.string(),
  /** Delivered, cash recorded collected, not yet paid to the store by the courier. */
  collected: z.object({ count: z.number(), amount: z.number() }),
  /** Delivered, cash not yet recorded collected. */
  notRecorded: z.object({ count: z.number(), amount: z.number() }),
  /** The collected orders a remittance may name, oldest first. */
  orders: z.array(RemittableOrder),
});
export type CourierCashType = z.infer<typeof CourierCash>;

export const CodReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  codShare: z.object({
    codOrders: z.number(),
    allOrders: z.number(),
    countShare: z.number().nullable(),
    codValue: z.number(),
    allValue: z.number(),
    valueShare: z.number().nullable(),
  }),
  confirmation: z.object({
    placed: z.number(),
    confirmed: z.number(),
    timerCancelled: z.number(),
    shopperCancelled: z.number(),
    awaiting: z.number(),
    /** Confirmed among those answered or expired (placed less still awaiting); null when none. */
    rate: z.number().nullable(),
  }),
  rto: z.object({
    overall: RtoFigures,
    byPincode: z.array(RtoFigures.extend({ pincode: z.string() })),
    byState: z.array(RtoFigures.extend({ state: z.string() })),
    byShopper: z.array(
      RtoFigures.extend({ _id: z.string(), name: z.string(), phone: z.string().nullable() }),
    ),
  }),
  cashToCollect: z.array(CourierCash),
});
export type CodReportResponseType = z.infer<typeof CodReportResponse>;

/** Orders in one remittance at most: their sum stays well inside an integer of paise. */
export const REMITTANCE_ORDERS_MAX = 200;

export const codRemittanceBody = z
  .object({
    courier: z.string().trim().min(1, "Name the courier.").max(100),
    reference: z.string().trim().min(1, "Enter the bank reference (UTR).").max(100),
    receivedOn: isoDay,
    /** Order ids (uuid) or order numbers, at least one of the two. */
    orderIds: z.array(z.string().uuid()).max(REMITTANCE_ORDERS_MAX).default([]),
    orderNumbers: z.array(z.coerce.number().int().positive()).max(REMITTANCE_ORDERS_MAX).default([]),
  })
  .refine((b) => b.orderIds.length + b.orderNumbers.length > 0, {
    message: "Pick at least one order.",
    path: ["orderIds"],
  })
  .refine((b) => b.orderIds.length + b.orderNumbers.length <= REMITTANCE_ORDERS_MAX, {
    message: `At most ${REMITTANCE_ORDERS_MAX} orders in one remittance.`,
    path: ["orderIds"],
  });
export type CodRemittanceBodyType = z.infer<typeof codRemittanceBody>;

export const CodRemittance = z.object({
  _id: z.string(),
  courier: z.string(),
  reference: z.string(),
  receivedOn: z.string(),
  amount: z.number(),
  orders: z.array(z.object({ _id: z.string(), orderNumber: z.number(), amount: z.number() })),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type CodRemittanceType = z.infer<typeof CodRemittance>;

export const CodRemittanceResponse = z.object({ remittance: CodRemittance, message: z.string() });
export const CodRemittancesResponse = z.object({ remittances: z.array(CodRemittance) });

/** What staff read about remittances (the API's answers and the console's words). */
export const codRemittanceMessages = {
  recorded: (count: number, amount: string) =>
    `Remittance recorded: ${count} ${count === 1 ? "order" : "orders"}, ${amount}.`,
  notFound: (which: string) => `Order ${which} was not found.`,
  notCod: (orderNumber: number) => `Order #${orderNumber} was paid online: there is no cash to remit.`,
  notCollected: (orderNumber: number) =>
    `Order #${orderNumber}'s cash is not recorded collected yet. Record the payment first.`,
  otherCourier: (orderNumber: number, courier: string) =>
    `Order #${orderNumber} was shipped with ${courier}, not this courier.`,
  alreadyRemitted: (orderNumber: number) => `Order #${orderNumber} is already in a remittance.`,
  heading: "Cash on delivery",
  recordHeading: "Record a courier remittance",
  noOrders: "No collected cash waits for this courier.",
  failed: "Could not record the remittance. Please try again.",
} as const;
