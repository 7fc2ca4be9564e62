import { z } from "zod";
import { CodRisk } from "./rto";
import { ProductHiBody } from "./localised-content";
import { ProductImages, specificationRows } from "./staff-catalog";
import { ORDER_STATUSES, reasonText, Order, OrderDetail, OrderHistoryEntry, OrderRefund } from "./orders";

/** Staff API under /api/admin (docs/product/http-contract.md "Staff API"). Amounts are rupees here, paise in the DB. */

const isoDay = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date as YYYY-MM-DD` });

/** GET /admin/orders: `from` and `to` are days in India (IST), both included; `q` an order number, e-mail or phone. */
export const adminOrdersQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
  from: isoDay("from").optional(),
  to: isoDay("to").optional(),
  q: z.string().trim().max(100, { message: "q must be at most 100 characters" }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

// Staff messages name the field as the console labels it ("Courier name must be …"), never the
// JSON path: the console shows them as they are (docs/decisions/188-staff-messages-and-readable-audit.md).

const trackingBody = z
  .object({
    courier: z
      .string({ message: "Courier name is required" })
      .trim()
      .min(2, { message: "Courier name must be at least 2 characters" })
      .max(60, { message: "Courier name must be at most 60 characters" }),
    number: z
      .string({ message: "Tracking number is required" })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, {
        message: "Tracking number must be 4 to 40 letters, digits or dashes",
      }),
    url: z
      .url({ protocol: /^https?$/, message: "Tracking link must be a web address starting with https://" })
      .max(500, { message: "Tracking link must be at most 500 characters" })
      .optional(),
  })
  .strict();

export const RESTOCK_RETURNED_REQUIRED =
  "Choose whether the returned units go back to stock (sellable) or not (damaged).";
export const RESTOCK_REFUNDED_REQUIRED =
  "Choose whether the refunded units go back to stock (sellable) or not (damaged).";

/** A parcel marked Returned to origin says why it came back (docs/decisions/306-return-to-origin.md). */
export const RTO_NOTE_REQUIRED = "Write why the parcel came back, such as refused at the door or address not found.";

const restockChoice = z.boolean({ message: "Back to stock must be true or false" });

/**
 * POST /admin/orders/:id/status (docs/decisions/091-order-lifecycle-graph.md, 187). Shipped
 * needs the tracking; Returned needs `restock`, the staff's word on whether the units that
 * came back can be sold again. "Return requested" on an order already in it approves the
 * return, and "Delivered" on it rejects the return (a note is then required). A note is
 * internal unless `showToShopper` is true.
 */
export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
    note: reasonText(500, "Note").optional(),
    showToShopper: z.boolean({ message: "Show to the shopper must be true or false" }).optional(),
    tracking: trackingBody.optional(),
    restock: restockChoice.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === "Shipped" && !body.tracking) {
      ctx.addIssue({
        code: "custom",
        path: ["tracking"],
        message: "Give the courier name and the tracking number to mark the order Shipped",
      });
    }
    if (body.status === "Returned" && body.restock === undefined) {
      ctx.addIssue({ code: "custom", path: ["restock"], message: RESTOCK_RETURNED_REQUIRED });
    }
    if (body.status === "Returned to origin" && !body.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: RTO_NOTE_REQUIRED });
    }
    if (body.status !== "Returned" && body.restock !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["restock"],
        message: "Back to stock is chosen only when the order is marked Returned",
      });
    }
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeBody>;

/** POST /admin/orders/:id/payment-collected: staff record the cash of a COD order as collected at delivery. */
export const codPaymentCollectedBody = z.object({ note: reasonText(300, "Note").optional() }).strict();
export type CodPaymentCollectedBody = z.infer<typeof codPaymentCollectedBody>;

const MAX_PRICE_RUPEES = 10_000_000;

const rupees = (field: string) =>
  z
    .number({ message: `${field} must be a number of rupees` })
    .positive({ message: `${field} must be more than 0` })
    .max(MAX_PRICE_RUPEES, { message: `${field} is too large` })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${field} can have at most 2 decimals`,
    });

const stock = z
  .number({ message: "Stock must be a number" })
  .int({ message: "Stock must be a whole number" })
  .min(0, { message: "Stock cannot be negative" })
  .max(1_000_000, { message: "Stock is too large" });

const title = z
  .string()
  .trim()
  .min(1, { message: "Title is required" })
  .max(200, { message: "Title is too long" });
const description = z.string().trim().max(5000, { message: "Description is too long" });

export const SALE_BELOW_PRICE = "Sale price must be lower than the price.";

/** GST rates after the September 2025 rationalisation (docs/decisions/142-gst-product-data.md). */
export const GST_RATES = [0, 5, 18, 40] as const;

const gstFields = {
  hsn: z
    .string({ message: "HSN code is required" })
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, { message: "HSN code must be 4, 6 or 8 digits" }),
  gstRate: z
    .number({ message: "GST rate must be a number" })
    .refine((n): n is (typeof GST_RATES)[number] => (GST_RATES as readonly number[]).includes(n), {
      message: `GST rate must be one of ${GST_RATES.join(", ")} (percent)`,
    }),
  countryOfOrigin: z
    .string({ message: "Country of origin is required" })
    .trim()
    .min(2, { message: "Country of origin must be at least 2 characters" })
    .max(60, { message: "Country of origin must be at most 60 characters" }),
};

/** A product's own warranty; empty or null: the store's default applies (docs/decisions/191-product-warranty.md). */
const warranty = z
  .string({ message: "warranty must be text" })
  .trim()
  .max(120, { message: "warranty must be at most 120 characters" })
  .nullable()
  .transform((text) => text || null);

/** How long the warranty card runs from delivery, in whole months (docs/decisions/334-installation-and-warranty.md). */
const warrantyMonths = z
  .number({ message: "warrantyMonths must be a number of months" })
  .int({ message: "warrantyMonths must be a whole number of months" })
  .min(1, { message: "warrantyMonths must be at least 1" })
  .max(120, { message: "warrantyMonths must be at most 120" });
const needsInstallation = z.boolean({ message: "needsInstallation must be true or false" });

/**
 * PATCH /admin/products/:id: only the fields sent change; `salePrice: null` removes the sale;
 * `description` is the summary above the `specifications` rows; `images` in their new order.
 */
export const productPatchBody = z
  .object({
    hsn: gstFields.hsn.optional(),
    gstRate: gstFields.gstRate.optional(),
    countryOfOrigin: gstFields.countryOfOrigin.optional(),
    warranty: warranty.optional(),
    warrantyMonths: warrantyMonths.optional(),
    needsInstallation: needsInstallation.optional(),
    title: title.optional(),
    description: description.optional(),
    price: rupees("Price").optional(),
    salePrice: rupees("Sale price").nullable().optional(),
    stock: stock.optional(),
    active: z.boolean({ message: "Shown in the store must be true or false" }).optional(),
    specifications: specificationRows.optional(),
    images: ProductImages.optional(),
    categoryId: z.uuid({ message: "Choose a category" }).optional(),
    subcategoryId: z.uuid({ message: "Choose a subcategory" }).optional(),
    /** The Hindi fields (docs/decisions/313-hindi-content-fields.md); sent, they replace the stored ones. */
    hi: ProductHiBody.nullable().optional(),
  })
  .strict();
export type ProductPatch = z.infer<typeof productPatchBody>;

/** POST /admin/products. */
export const productCreateBody = z
  .object({
    title,
    description: description.default(""),
    price: rupees("Price"),
    salePrice: rupees("Sale price").nullable().optional(),
    stock,
    categoryId: z.uuid({ message: "Choose a category" }),
    subcategoryId: z.uuid({ message: "Choose a subcategory" }),
    images: ProductImages.default([]),
    specifications: specificationRows.default([]),
    active: z.boolean().default(true),
    hsn: gstFields.hsn,
    gstRate: gstFields.gstRate.default(18),
    countryOfOrigin: gstFields.countryOfOrigin.default("India"),
    warranty: warranty.default(null),
    warrantyMonths: warrantyMonths.default(12),
    needsInstallation: needsInstallation.default(false),
    hi: ProductHiBody.nullable().optional(),
  })
  .strict()
  .refine((p) => p.salePrice == null || p.salePrice < p.price, {
    message: SALE_BELOW_PRICE,
    path: ["salePrice"],
  });
export type ProductCreate = z.input<typeof productCreateBody>;

/**
 * POST /admin/orders/:id/refund (docs/decisions/093-partial-refunds.md, 187): `amount` in
 * rupees, or a line (`productId`, `quantity` default 1) whose paid price it defaults to.
 * Refunding units of a line needs `restock`: whether they go back to stock (the server
 * refuses a line refund without it while the order still holds its units).
 */
export const orderRefundBody = z
  .object({
    amount: rupees("Amount")
      .refine((n) => n >= 1, { message: "Amount must be at least ₹1" })
      .optional(),
    reason: reasonText(300, "Reason").min(3, { message: "Reason must be at least 3 characters" }),
    productId: z.uuid({ message: "Choose a line of this order" }).optional(),
    quantity: z
      .number({ message: "Units must be a number" })
      .int({ message: "Units must be a whole number" })
      .min(1, { message: "Units must be at least 1" })
      .optional(),
    restock: restockChoice.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.amount === undefined && !body.productId) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Give an amount, or choose a line to refund its units",
      });
    }
    if (body.quantity !== undefined && !body.productId) {
      ctx.addIssue({
        code: "custom",
        path: ["productId"],
        message: "Choose the line whose units are refunded",
      });
    }
    if (body.restock !== undefined && !body.productId) {
      ctx.addIssue({
        code: "custom",
        path: ["restock"],
        message: "Back to stock is chosen only when units of a line are refunded",
      });
    }
  });
export type OrderRefundRequest = z.infer<typeof orderRefundBody>;
export type ProductCreateInput = z.output<typeof productCreateBody>;

const Customer = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const AdminOrder = Order.extend({ customer: Customer });
export type AdminOrderType = z.infer<typeof AdminOrder>;

export const ACTOR_ROLES = ["shopper", "staff", "system"] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** A history step with who made it: a shopper, a staff member or the store itself. */
export const AdminHistoryEntry = OrderHistoryEntry.extend({
  actor: z.object({ role: z.enum(ACTOR_ROLES), _id: z.string().nullable(), name: z.string().nullable() }),
  /** What the shopper sees of this step's note (their history and e-mails); null: the note is internal. */
  shopperNote: z.string().nullable(),
});
export type AdminHistoryEntryType = z.infer<typeof AdminHistoryEntry>;

export const AdminOrderRefund = OrderRefund.extend({
  /** Through the payment provider, or paid out by staff (the cash of a COD order). */
  payout: z.enum(["provider", "staff"]),
  /** The provider's refund id (`rfnd_…`), once it has accepted the refund. */
  providerRefundId: z.string().nullable(),
  reason: z.string(),
  /** The provider's last error, while it has not accepted the refund. */
  lastError: z.string().nullable(),
});
export type AdminOrderRefundType = z.infer<typeof AdminOrderRefund>;

/**
 * Where a line stands with refunds: its units not yet refunded, and what its refunds paid back
 * (rupees; those requested, on their way or paid), so the console suggests a refund of units as
 * the server pays it (docs/product/promotions.md "Refunding part of a discounted line").
 */
export const LineRefundState = z.object({
  productId: z.string(),
  unitsLeft: z.number(),
  refunded: z.number(),
});
export type LineRefundStateType = z.infer<typeof LineRefundState>;

/** GET /admin/orders/:id: everything staff need to fulfil, refund or answer a call about an order. */
export const AdminOrderDetail = OrderDetail.extend({
  customer: Customer,
  phone: z.string(),
  /** The provider's ids of an online order; null for cash on delivery. */
  payment: z.object({
    providerOrderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    method: z.string().nullable(),
  }),
  history: z.array(AdminHistoryEntry),
  refunds: z.array(AdminOrderRefund),
  /** Rupees still refundable: paid less what is refunded or on its way. */
  refundable: z.number(),
  /** Each line's refunds so far, one per line of `products` and in its order. */
  lineRefunds: z.array(LineRefundState),
  /** A COD order's refused-parcel counts (docs/decisions/306-return-to-origin.md); null for a prepaid one. */
  codRisk: CodRisk.nullable(),
});
export type AdminOrderDetailType = z.infer<typeof AdminOrderDetail>;

export const AdminOrdersResponse = z.object({ orders: z.array(AdminOrder) });
export type AdminOrdersResponseType = z.infer<typeof AdminOrdersResponse>;
export const AdminOrderDetailResponse = z.object({ order: AdminOrderDetail });
export type AdminOrderDetailResponseType = z.infer<typeof AdminOrderDetailResponse>;

/** A paid checkout the store keeps failing to place or refund (GET /admin/payments/stuck); `amount` in rupees. */
export const StuckPayment = z.object({
  _id: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  status: z.enum(["paid", "refund_pending"]),
  amount: z.number(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  customer: Customer,
});
export type StuckPaymentType = z.infer<typeof StuckPayment>;

export const StuckPaymentsResponse = z.object({ payments: z.array(StuckPayment) });
export type StuckPaymentsResponseType = z.infer<typeof StuckPaymentsResponse>;
