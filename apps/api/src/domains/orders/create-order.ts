import { sql } from "drizzle-orm";
import type { Locale } from "@vayu/shared/locale";
import type { DbOrTx } from "../../db/client";
import type { AddressSnapshot, PaymentLine } from "../checkout/index";
import { orderEvents, orderItems, orders } from "./tables";
import { emitOrderEvent } from "./webhook-events";

/** How an order is paid: by a checkout the provider confirmed, or in cash at the door. */
export type OrderPayment =
  | { type: "Online"; paymentOrderId: string; providerOrderId: string; transactionId: string; paymentMethod: string | null }
  /** `idempotencyKey`: of the request that placed it, so its repeat gets this order. */
  | { type: "COD"; idempotencyKey: string | null };

/** An order as the purchase workflow hands it over, priced on the server. */
export interface NewOrder {
  userId: string;
  subtotalPaise: number;
  shippingPaise: number;
  codChargePaise: number;
  /** The coupon it was placed with, and what it and the prepaid offer took off (docs/product/promotions.md). */
  couponCode?: string | null;
  couponDiscountPaise?: number;
  prepaidDiscountPaise?: number;
  amountPaise: number;
  address: AddressSnapshot;
  lines: readonly PaymentLine[];
  payment: OrderPayment;
  /** The delivery window promised at placing (YYYY-MM-DD); null where none applies (an address abroad). */
  expectedDelivery: { from: string; to: string } | null;
  /** The language it was placed in (the COD request's, or the checkout's kept on its payment order); without one, the account's. */
  locale?: Locale | undefined;
}

/**
 * Writes the order, its lines and the first step of its history: Placed when paid online,
 * Awaiting confirmation for cash on delivery (docs/decisions/305-cod-confirmation.md). The one step that places
 * an order, paid online or cash on delivery: call it inside the purchase's transaction,
 * after the stock is taken. Queues the order's webhook events.
 */
export async function createOrder(db: DbOrTx, order: NewOrder): Promise<string> {
  const { payment } = order;
  const status = payment.type === "COD" ? "Awaiting confirmation" : "Placed";
  const [row] = await db
    .insert(orders)
    .values({
      userId: order.userId,
      locale: order.locale ?? sql<Locale>`(select locale from users where id = ${order.userId})`,
      subtotalPaise: order.subtotalPaise,
      shippingPaise: order.shippingPaise,
      codChargePaise: order.codChargePaise,
      couponCode: order.couponCode ?? null,
      couponDiscountPaise: order.couponDiscountPaise ?? 0,
      prepaidDiscountPaise: order.prepaidDiscountPaise ?? 0,
      totalAmountPaise: order.amountPaise,
      address: order.address,
      expectedDeliveryFrom: order.expectedDelivery?.from ?? null,
      expectedDeliveryTo: order.expectedDelivery?.to ?? null,
      paymentType: payment.type,
      orderStatus: status,
      ...(payment.type === "Online"
        ? {
            paymentOrderId: payment.paymentOrderId,
            providerOrderId: payment.providerOrderId,
            transactionId: payment.transactionId,
            paymentMethod: payment.paymentMethod,
          }
        : { idempotencyKey: payment.idempotencyKey }),
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await db.insert(orderItems).values(
    order.lines.map((line) => ({
      orderId,
      productId: line.productId,
      title: line.title,
      image: line.image,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise ?? 0,
    })),
  );
  await db.insert(orderEvents).values({ orderId, status, actorId: order.userId, actorRole: "shopper" });
  // Webhooks hear of it in this transaction (docs/webhooks.md "Events"): an online order is placed paid.
  await emitOrderEvent(db, "order.placed", orderId);
  if (payment.type === "Online") await emitOrderEvent(db, "order.paid", orderId);
  return orderId;
}
