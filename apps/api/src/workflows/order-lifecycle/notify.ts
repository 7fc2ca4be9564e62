import type { DbOrTx } from "../../db/client";
import { queueUserMail } from "../../domains/accounts/user-mail";
import { findOrderRecord, orderDetail, type OrderRow } from "../../domains/orders/order-detail";
import { orderUpdateEmail, type OrderUpdate } from "../../domains/orders/status-mail";
import type { QueuedMail } from "../../mail/outbox";
import { returnRequestNotice } from "../../notifications/notices";
import type { LifecycleDeps } from "./deps";
import { currentMailStore } from "../../domains/settings/service";

/** Step 4: queues the shopper's e-mail in the transaction that moved the order, with the order as it now stands; sent after commit. */
export async function queueOrderUpdate(
  tx: DbOrTx,
  deps: LifecycleDeps,
  userId: string,
  orderId: string,
  update: OrderUpdate,
): Promise<QueuedMail> {
  return queueUserMail(tx, deps.mailer, userId, async (user) => {
    const record = await findOrderRecord(tx, orderId);
    if (!record) throw new Error(`order ${orderId} vanished before its e-mail`);
    return orderUpdateEmail({
      to: user.email,
      name: user.name,
      order: orderDetail(record),
      update,
      publicUrl: deps.publicUrl,
      store: await currentMailStore(tx),
    });
  });
}

/** Tells staff of a shopper's return request in the transaction that recorded it. */
export function queueReturnRequestNotice(
  tx: DbOrTx,
  deps: LifecycleDeps,
  order: OrderRow,
  reason: string | undefined,
): Promise<QueuedMail> {
  return deps.staffNotifier.queue(
    tx,
    returnRequestNotice({
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.address.name,
      reason: reason ?? "none given",
    }),
  );
}
