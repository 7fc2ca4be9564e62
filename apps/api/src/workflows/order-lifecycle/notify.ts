import type { DbOrTx } from "../../db/client";
import { queueUserMail } from "../../domains/accounts/user-mail";
import { findOrderRecord, orderDetail, type OrderRow } from "../../domains/orders/order-detail";
import { orderUpdateEmail, type OrderUpdate } from "../../domains/orders/status-mail";
import { mailLanguage } from "../../mail/language";
import type { QueuedMail } from "../../mail/outbox";
import type { QueuedMessages } from "../../messaging/outbox";
import { queueOrderMessages, type OrderStep } from "../order-tracking/order-messages";
import { returnRequestNotice } from "../../notifications/notices";
import type { LifecycleDeps } from "./deps";
import { currentMailStore } from "../../domains/settings/service";

/** The shopper's e-mail and phone messages of one update, queued and waiting for the commit. */
export interface QueuedOrderUpdate {
  mail: QueuedMail;
  messages: QueuedMessages;
}

/** The updates that also go to the shopper's phone (docs/product/phone-messages.md "Order updates"). */
function phoneStep(update: OrderUpdate): OrderStep | null {
  switch (update.kind) {
    case "Confirmed":
      return { kind: "Placed" };
    case "Cancelled":
      return update.unconfirmedHours ? { kind: "Unconfirmed", hours: update.unconfirmedHours } : null;
    case "Shipped":
    case "Out for delivery":
    case "Delivered":
      return { kind: update.kind };
    case "Refunded":
      return { kind: "Refunded", refundPaise: update.refundPaise };
    default:
      return null;
  }
}

/**
 * Step 4: queues the shopper's e-mail, and the SMS/WhatsApp messages of the steps that have
 * them, in the transaction that moved the order, with the order as it now stands; sent after commit.
 */
export async function queueOrderUpdate(
  tx: DbOrTx,
  deps: LifecycleDeps,
  userId: string,
  orderId: string,
  update: OrderUpdate,
): Promise<QueuedOrderUpdate> {
  const step = phoneStep(update);
  return {
    mail: await queueOrderMail(tx, deps, userId, orderId, update),
    messages: step ? await queueOrderMessages(tx, deps, orderId, step) : { ids: [] },
  };
}

/** Sends a queued update after its commit; what is not sent now is retried. */
export async function deliverOrderUpdate(deps: LifecycleDeps, queued: QueuedOrderUpdate): Promise<void> {
  await deps.mailer.deliver(queued.mail);
  await deps.messages.deliver(queued.messages);
}

function queueOrderMail(tx: DbOrTx, deps: LifecycleDeps, userId: string, orderId: string, update: OrderUpdate): Promise<QueuedMail> {
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
      // The order's language (ADR 322), whatever the account's is now.
      language: mailLanguage(record.row.locale),
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
