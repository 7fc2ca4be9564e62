import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ProductType } from "@vayu/shared/catalog";
import { paiseToRupees } from "@vayu/shared/money";
import type { OrderType } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import { findProductsByIds } from "../catalog/index";
import { invoicedOrders, invoicePath } from "../invoices/index";
import { amountDuePaise } from "./order-payment";
import { orderItems, orders } from "./tables";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** A product no longer listed still shows in past orders, as it was bought. */
function productAsBought(item: OrderItemRow): ProductType {
  return {
    _id: item.productId,
    title: item.title,
    price: paiseToRupees(item.unitPricePaise),
    images: item.image ? [item.image] : [],
    description: "",
    rating: 0,
    ratingCount: 0,
    stock: 0,
    category: { _id: "", name: "" },
    subcategory: { _id: "", name: "" },
    createdAt: "",
    hsn: "",
    gstRate: 0,
    countryOfOrigin: "",
    warranty: "",
  };
}

function toOrderJson(row: OrderRow, items: OrderItemRow[], products: Map<string, ProductType>, invoiced: boolean): OrderType {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    products: items.map((item) => ({
      product: products.get(item.productId) ?? productAsBought(item),
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      discount: paiseToRupees(item.discountPaise),
    })),
    subtotal: paiseToRupees(row.subtotalPaise),
    couponCode: row.couponCode,
    couponDiscount: paiseToRupees(row.couponDiscountPaise),
    prepaidDiscount: paiseToRupees(row.prepaidDiscountPaise),
    shippingFee: paiseToRupees(row.shippingPaise),
    codCharge: paiseToRupees(row.codChargePaise),
    totalAmount: paiseToRupees(row.totalAmountPaise),
    paymentType: row.paymentType,
    paymentMethod: row.paymentMethod,
    amountDue: paiseToRupees(amountDuePaise(row)),
    paymentCollectedAt: row.paymentCollectedAt?.toISOString() ?? null,
    orderStatus: row.orderStatus,
    address: row.address,
    order_id: row.providerOrderId,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    invoiceUrl: invoiced ? invoicePath(row.id) : null,
    expectedDelivery:
      row.expectedDeliveryFrom && row.expectedDeliveryTo ? { from: row.expectedDeliveryFrom, to: row.expectedDeliveryTo } : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The lines of these orders, by title. */
export function findOrderItems(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
}

/** Orders matching `where` as the contract's Order, newest first. */
export async function findOrders(db: DbOrTx, where: SQL): Promise<OrderType[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (rows.length === 0) return [];
  const items = await findOrderItems(
    db,
    rows.map((r) => r.id),
  );
  const products = await findProductsByIds(db, [...new Set(items.map((i) => i.productId))]);
  const invoiced = await invoicedOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toOrderJson(
      row,
      items.filter((i) => i.orderId === row.id),
      products,
      invoiced.has(row.id),
    ),
  );
}

export async function findOrderByPaymentOrder(db: DbOrTx, paymentOrderId: string): Promise<OrderType | undefined> {
  const [order] = await findOrders(db, eq(orders.paymentOrderId, paymentOrderId));
  return order;
}

/** The shopper's order placed by a request with this Idempotency-Key, if one was. */
export async function findOrderByIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<OrderType | undefined> {
  const [order] = await findOrders(db, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))!);
  return order;
}

/** The saved-address id the shopper's latest order went to (an order keeps it in its address snapshot), or null. */
export async function lastOrderAddressId(db: DbOrTx, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ addressId: sql<string | null>`${orders.address}->>'_id'` })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(1);
  return latest?.addressId ?? null;
}
