import { asc, eq } from "drizzle-orm";
import type { PlaceOrderResponseType } from "@vayu/shared/orders";
import { spreadDiscount } from "@vayu/shared/discounts";
import type { TestApp } from "./app";
import {
  openedPaymentOrder,
  payQuietly,
  placeOrder,
  shopperWithCart,
  verify,
  type Shopper,
} from "./checkout-fixtures";
import { createProduct } from "./factories";
import { invoices } from "../domains/invoices/tables";
import { orderItems, orders } from "../domains/orders/tables";
import { invoiceOrder } from "../workflows/purchase/invoice-order";

/** Test helpers for orders bought with a coupon and the prepaid offer (not a test file itself). */

export interface DiscountedOrderInput {
  lines: {
    product: NonNullable<Parameters<typeof createProduct>[1]> & { pricePaise: number };
    quantity: number;
  }[];
  couponCode: string | null;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
}

export interface DiscountedOrder {
  shopper: Shopper;
  orderId: string;
  /** Its lines by title, as the invoice lists them, with what was paid for each. */
  lines: {
    productId: string;
    title: string;
    quantity: number;
    valuePaise: number;
    discountPaise: number;
    paidPaise: number;
  }[];
  totalPaise: number;
}

/**
 * An order paid online through the checkout, then given the discounts a coupon and the
 * prepaid offer take off (docs/product/promotions.md): the coupon spread over the lines by
 * value, the prepaid offer by value after the coupon, the total lowered by both, and its tax
 * invoice issued again from the discounted rows, as placing it with them issues it. The
 * payment is for the undiscounted amount, which only makes more room for refunds.
 */
export async function discountedOrder(t: TestApp, input: DiscountedOrderInput): Promise<DiscountedOrder> {
  const products = await Promise.all(
    input.lines.map((l) => createProduct(t.db, { stock: 100, ...l.product })),
  );
  const cart = products.map((p, i) => ({ productId: p.id, quantity: input.lines[i]!.quantity }));
  const shopper = await shopperWithCart(t, cart);
  const undiscounted =
    input.lines.reduce((sum, l) => sum + (l.product.salePricePaise ?? l.product.pricePaise) * l.quantity, 0) +
    500;
  const checkout = await openedPaymentOrder(t, shopper, undiscounted / 100);
  const { signed } = await payQuietly(t, checkout.id);
  const verified = await verify(t, shopper, signed);
  if (verified.statusCode !== 200) throw new Error(`verify refused: ${verified.statusCode} ${verified.body}`);
  const placed = await placeOrder(t, shopper, signed, cart, undiscounted / 100);
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.statusCode} ${placed.body}`);
  const orderId = placed.json<PlaceOrderResponseType>().order._id;

  const lines = await t.db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.title), asc(orderItems.id));
    const values = items.map((i) => i.unitPricePaise * i.quantity);
    const coupon = spreadDiscount(input.couponDiscountPaise, values);
    const prepaid = spreadDiscount(
      input.prepaidDiscountPaise,
      values.map((v, i) => v - coupon[i]!),
    );
    const discounted = items.map((item, i) => ({
      productId: item.productId,
      title: item.title,
      quantity: item.quantity,
      valuePaise: values[i]!,
      discountPaise: coupon[i]! + prepaid[i]!,
      paidPaise: values[i]! - coupon[i]! - prepaid[i]!,
    }));
    for (const [i, item] of items.entries())
      await tx
        .update(orderItems)
        .set({ discountPaise: discounted[i]!.discountPaise })
        .where(eq(orderItems.id, item.id));
    await tx
      .update(orders)
      .set({
        couponCode: input.couponCode,
        couponDiscountPaise: input.couponDiscountPaise,
        prepaidDiscountPaise: input.prepaidDiscountPaise,
        totalAmountPaise: undiscounted - input.couponDiscountPaise - input.prepaidDiscountPaise,
      })
      .where(eq(orders.id, orderId));
    await tx.delete(invoices).where(eq(invoices.orderId, orderId));
    await invoiceOrder(tx, orderId);
    return discounted;
  });
  return {
    shopper,
    orderId,
    lines,
    totalPaise: undiscounted - input.couponDiscountPaise - input.prepaidDiscountPaise,
  };
}
