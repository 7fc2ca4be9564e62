import { z } from "zod";
import type { Product } from "./catalog";
import { ORDER_STATUSES, type Order, type OrderStatus } from "./orders";

/** Staff API under /api/admin (decisions 5.11). Amounts are rupees here, paise in the DB. */

/** Statuses after which the order is settled: they never move back into fulfilment. */
export const SETTLED_STATUSES = [
  "Delivered",
  "Cancelled",
  "Refunded",
] as const satisfies readonly OrderStatus[];

/**
 * Where staff may move an order from `from` (docs/decisions/090-order-status-transitions.md):
 * any in-progress status to any other (forward, or back to correct a slip); a delivered or
 * cancelled order only to Refunded; a refunded order nowhere.
 */
export function allowedNextStatuses(from: OrderStatus): OrderStatus[] {
  if (from === "Refunded") return [];
  if (from === "Delivered" || from === "Cancelled") return ["Refunded"];
  return ORDER_STATUSES.filter((s) => s !== from);
}

export function statusChangeRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to || allowedNextStatuses(from).includes(to)) return null;
  const next = allowedNextStatuses(from);
  const hint =
    next.length > 0 ? ` It can only be moved to ${next.join(", ")}.` : " It cannot be changed any more.";
  return `This order is already ${from} and cannot go back to ${to}.${hint}`;
}

export const adminOrdersQuery = z.object({
  status: z
    .enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional(),
});

export const orderStatusBody = z.object({
  orderStatus: z.enum(ORDER_STATUSES, { message: `orderStatus must be one of ${ORDER_STATUSES.join(", ")}` }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

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

/** PATCH /admin/products/:id: only the fields sent change; `salePrice: null` removes the sale. */
export const productPatchBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    price: rupees("price").optional(),
    salePrice: rupees("salePrice").nullable().optional(),
    stock: stock.optional(),
    active: z.boolean({ message: "active must be true or false" }).optional(),
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
    images: z
      .array(z.string().startsWith("/uploads/", { message: "images must be /uploads/ paths" }))
      .max(10)
      .default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .refine((p) => p.salePrice == null || p.salePrice < p.price, {
    message: SALE_BELOW_PRICE,
    path: ["salePrice"],
  });
export type ProductCreate = z.input<typeof productCreateBody>;
export type ProductCreateInput = z.output<typeof productCreateBody>;

export interface AdminOrder extends Order {
  customer: { _id: string; name: string; email: string };
}

/** Every product, hidden ones too, with whether the storefront shows it. */
export interface AdminProduct extends Product {
  active: boolean;
}

interface EnquiryBase {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  city: string;
  state: string;
  createdAt: string;
}

export interface AdminContactEnquiry extends EnquiryBase {
  kind: "contact";
  message: string;
}

export interface AdminDealerEnquiry extends EnquiryBase {
  kind: "distributor" | "dealer";
  firmName: string;
  ownership: string;
  designation: string;
  businessProfile: string;
  address: string;
  pincode: string;
  establishment: number;
  /** Rupees. */
  investment: number;
  proposal: string;
}

export type AdminEnquiry = AdminContactEnquiry | AdminDealerEnquiry;

export interface AdminOrdersResponse {
  orders: AdminOrder[];
}
export interface AdminOrderResponse {
  order: AdminOrder;
}
export interface AdminProductsResponse {
  products: AdminProduct[];
}
export interface AdminProductResponse {
  product: AdminProduct;
}
export interface AdminEnquiriesResponse {
  enquiries: AdminEnquiry[];
}

/** A paid checkout the store keeps failing to place or refund (GET /admin/payments/stuck). */
export interface StuckPayment {
  _id: string;
  providerOrderId: string;
  providerPaymentId: string | null;
  status: "paid" | "refund_pending";
  /** Rupees. */
  amount: number;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  customer: { _id: string; name: string; email: string };
}

export interface StuckPaymentsResponse {
  payments: StuckPayment[];
}
