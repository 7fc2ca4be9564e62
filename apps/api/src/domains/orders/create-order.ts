import type { DbOrTx } from "../../db/client";
import type { AddressSnapshot, PaymentLine } from "../checkout/tables";
import { orderEvents, orderItems, orders } from "./tables";

/** A paid checkout, as the purchase workflow hands it over to become an order. */
export interface PaidCheckout {
  paymentOrderId: string;
  providerOrderId: string;
  userId: string;
  transactionId: string;
  subtotalPaise: number;
  shippingPaise: number;
  amountPaise: number;
  paymentMethod: string | null;
  address: AddressSnapshot;
  lines: readonly PaymentLine[];
}

/** Writes the order, its lines and the first step of its history: call it inside the purchase's transaction. */
export async function createOrder(db: DbOrTx, paid: PaidCheckout): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      userId: paid.userId,
      paymentOrderId: paid.paymentOrderId,
      providerOrderId: paid.providerOrderId,
      transactionId: paid.transactionId,
      subtotalPaise: paid.subtotalPaise,
      shippingPaise: paid.shippingPaise,
      totalAmountPaise: paid.amountPaise,
      paymentType: "Online",
      paymentMethod: paid.paymentMethod,
      address: paid.address,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await db.insert(orderItems).values(
    paid.lines.map((line) => ({
      orderId,
      productId: line.productId,
      title: line.title,
      image: line.image,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
  );
  await db.insert(orderEvents).values({ orderId, status: "Placed", actorId: paid.userId, actorRole: "shopper" });
  return orderId;
}
