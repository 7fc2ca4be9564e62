import { z } from "zod";
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

const trackingBody = z
  .object({
    courier: z
      .string({ message: "tracking.courier is required" })
      .trim()
      .min(2, { message: "tracking.courier must be at least 2 characters" })
      .max(60, { message: "tracking.courier must be at most 60 characters" }),
    number: z
      .string({ message: "tracking.number is required" })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, {
        message: "tracking.number must be 4 to 40 letters, digits or dashes",
      }),
    url: z
      .url({ protocol: /^https?$/, message: "tracking.url must be a web address starting with https://" })
      .max(500, { message: "tracking.url must be at most 500 characters" })
      .optional(),
  })
  .strict();

/**
 * POST /admin/orders/:id/status (docs/decisions/091-order-lifecycle-graph.md). Shipped needs
 * the tracking; "Return requested" on an order already in it approves the return, and
 * "Delivered" on it rejects the return (a note is then required).
 */
export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
    note: reasonText(500, "note").optional(),
    tracking: trackingBody.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === "Shipped" && !body.tracking) {
      ctx.addIssue({
        code: "custom",
        path: ["tracking"],
        message: "tracking is required to mark an order Shipped: give the courier and the tracking number",
      });
    }
  });
export type OrderStatusChange = z.infer<typeof orderStatusChangeBody>;

/** POST /admin/orders/:id/payment-collected: staff record the cash of a COD order as collected at delivery. */
export const codPaymentCollectedBody = z.object({ note: reasonText(300, "note").optional() }).strict();
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
  .number({ message: "stock must be a number" })
  .int({ message: "stock must be a whole number" })
  .min(0, { message: "stock cannot be negative" })
  .max(1_000_000, { message: "stock is too large" });

const title = z
  .string()
  .trim()
  .min(1, { message: "title is required" })
  .max(200, { message: "title is too long" });
const description = z.string().trim().max(5000, { message: "description is too long" });

export const SALE_BELOW_PRICE = "Sale price must be lower than the price.";

/** GST rates after the September 2025 rationalisation (docs/decisions/142-gst-product-data.md). */
export const GST_RATES = [0, 5, 18, 40] as const;

const gstFields = {
  hsn: z
    .string({ message: "hsn is required" })
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, { message: "hsn must be an HSN code of 4, 6 or 8 digits" }),
  gstRate: z
    .number({ message: "gstRate must be a number" })
    .refine((n): n is (typeof GST_RATES)[number] => (GST_RATES as readonly number[]).includes(n), {
      message: `gstRate must be one of ${GST_RATES.join(", ")} (percent)`,
    }),
  countryOfOrigin: z
    .string({ message: "countryOfOrigin is required" })
    .trim()
    .min(2, { message: "countryOfOrigin must be at least 2 characters" })
    .max(60, { message: "countryOfOrigin must be at most 60 characters" }),
};

/** A product's own warranty; empty or null: the store's default applies (docs/decisions/191-product-warranty.md). */
const warranty = z
  .string({ message: "warranty must be text" })
  .trim()
  .max(120, { message: "warranty must be at most 120 characters" })
  .nullable()
  .transform((text) => text || null);

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
    title: title.optional(),
    description: description.optional(),
    price: rupees("price").optional(),
    salePrice: rupees("salePrice").nullable().optional(),
    stock: stock.optional(),
    active: z.boolean({ message: "active must be true or false" }).optional(),
    specifications: specificationRows.optional(),
    images: ProductImages.optional(),
    categoryId: z.uuid({ message: "categoryId must be a valid id" }).optional(),
    subcategoryId: z.uuid({ message: "subcategoryId must be a valid id" }).optional(),
  })
  .strict();
export type ProductPatch = z.infer<typeof productPatchBody>;

/** POST /admin/products. */
export const productCreateBody = z
  .object({
    title,
    description: description.default(""),
    price: rupees("price"),
    salePrice: rupees("salePrice").nullable().optional(),
    stock,
    categoryId: z.uuid({ message: "categoryId must be a valid id" }),
    subcategoryId: z.uuid({ message: "subcategoryId must be a valid id" }),
    images: ProductImages.default([]),
    specifications: specificationRows.default([]),
    active: z.boolean().default(true),
    hsn: gstFields.hsn,
    gstRate: gstFields.gstRate.default(18),
    countryOfOrigin: gstFields.countryOfOrigin.default("India"),
    warranty: warranty.default(null),
  })
  .strict()
  .refine((p) => p.salePrice == null || p.salePrice < p.price, {
    message: SALE_BELOW_PRICE,
    path: ["salePrice"],
  });
export type ProductCreate = z.input<typeof productCreateBody>;

/**
 * POST /admin/orders/:id/refund (docs/decisions/093-partial-refunds.md): `amount` in rupees,
 * or a line (`productId`, `quantity` default 1) whose paid price it defaults to.
 */
export const orderRefundBody = z
  .object({
    amount: rupees("amount")
      .refine((n) => n >= 1, { message: "amount must be at least ₹1" })
      .optional(),
    reason: reasonText(300).min(3, { message: "reason must be at least 3 characters" }),
    productId: z.uuid({ message: "productId must be a valid id" }).optional(),
    quantity: z
      .number({ message: "quantity must be a number" })
      .int({ message: "quantity must be a whole number" })
      .min(1, { message: "quantity must be at least 1" })
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.amount === undefined && !body.productId) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "amount is required unless a line (productId) is refunded",
      });
    }
    if (body.quantity !== undefined && !body.productId) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "productId is required with quantity" });
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
