import { rupeesToPaise } from "@vayu/shared/money";
import type { OrderType } from "@vayu/shared/orders";
import type { DbOrTx } from "../../db/client";
import type { QueuedMail } from "../../mail/outbox";
import { newOrderNotice } from "../../notifications/notices";
import type { PurchaseDeps } from "./deps";

/** Tells staff of a new order (paid online, or COD with the cash to collect) in the transaction that placed it. */
export function queueNewOrderNotice(tx: DbOrTx, deps: PurchaseDeps, order: OrderType): Promise<QueuedMail> {
  return deps.staffNotifier.queue(
    tx,
    newOrderNotice({
      orderId: order._id,
      orderNumber: order.orderNumber,
      totalPaise: rupeesToPaise(order.totalAmount),
      paymentType: order.paymentType,
      customerName: order.address.name,
      city: order.address.city,
      items: order.products.map((line) => ({ title: line.product.title, quantity: line.quantity })),
    }),
  );
}
