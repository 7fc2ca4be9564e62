import { eq } from "drizzle-orm";
import { formatPaise } from "@vayu/shared/money";
import { normalizeMobile } from "@vayu/shared/mobile";
import type { MessageChannel, MessageParams, OrderMessageTemplate } from "@vayu/shared/messaging";
import type { DbOrTx } from "../../db/client";
import type { MessageOutbox, QueuedMessages } from "../../messaging/outbox";
import { currentMailStore } from "../../domains/settings/service";
import { orders } from "../../domains/orders/tables";
import { answerLinkUrl, orderLinkUrl } from "./order-link";
import { messagePreferences } from "./tables";

/** What sending order updates to phones needs from the app. */
export interface OrderMessageDeps {
  messages: MessageOutbox;
  publicUrl: string;
  /** Signs the order link (the app's JWT secret). */
  linkSecret: string;
}

/** An order step a shopper hears about on their phone (docs/product/phone-messages.md "Order updates"). */
export type OrderStep =
  | { kind: "Placed" }
  /** A new COD order asks its shopper to confirm it; one left unconfirmed is cancelled (ADR 305). */
  | { kind: "Awaiting confirmation" | "Unconfirmed"; hours: number }
  | { kind: "Shipped" | "Out for delivery" | "Delivered" }
  | { kind: "Refunded"; refundPaise: number };

const TEMPLATE: Record<OrderStep["kind"], OrderMessageTemplate> = {
  "Awaiting confirmation": "order_cod_confirm",
  Unconfirmed: "order_cod_expired",
  Placed: "order_placed",
  Shipped: "order_shipped",
  "Out for delivery": "order_out_for_delivery",
  Delivered: "order_delivered",
  Refunded: "order_refunded",
};

export interface ChannelChoice {
  sms: boolean;
  whatsapp: boolean;
  whatsappOptedInAt: Date | null;
}

/** A shopper's channels: SMS unless turned off; WhatsApp only once they opted in (ADR 300). */
export async function channelChoice(db: DbOrTx, userId: string): Promise<ChannelChoice> {
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  return { sms: row?.sms ?? true, whatsapp: Boolean(row?.whatsappOptedInAt), whatsappOptedInAt: row?.whatsappOptedInAt ?? null };
}

/**
 * Queues the step's message to the delivery address's mobile number on each channel the
 * shopper chose, in the transaction of the change it reports (as the e-mail is); the
 * caller delivers them after commit. Nothing for a refund of nothing or a number that is
 * not 10 digits.
 */
export async function queueOrderMessages(tx: DbOrTx, deps: OrderMessageDeps, orderId: string, step: OrderStep): Promise<QueuedMessages> {
  if (step.kind === "Refunded" && step.refundPaise <= 0) return { ids: [] };
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished before its messages`);
  const to = normalizeMobile(order.address.mobile);
  if (!/^\d{10}$/.test(to)) return { ids: [] };
  const choice = await channelChoice(tx, order.userId);
  const channels: MessageChannel[] = [...(choice.sms ? (["sms"] as const) : []), ...(choice.whatsapp ? (["whatsapp"] as const) : [])];
  if (channels.length === 0) return { ids: [] };
  const store = await currentMailStore(tx);
  const params: MessageParams = {
    store: store.storeName,
    order: String(order.orderNumber),
    amount: formatPaise(step.kind === "Refunded" ? step.refundPaise : order.totalAmountPaise),
    // The order's language: its link opens the Hindi page for a Hindi order (ADR 322).
    link:
      step.kind === "Awaiting confirmation"
        ? await answerLinkUrl(deps.publicUrl, order.id, deps.linkSecret, order.locale)
        : await orderLinkUrl(deps.publicUrl, order.id, deps.linkSecret, order.locale),
  };
  if (step.kind === "Awaiting confirmation" || step.kind === "Unconfirmed") params.hours = String(step.hours);
  if (step.kind === "Shipped") {
    params.courier = order.courier ?? (order.locale === "hi" ? "हमारे कूरियर पार्टनर" : "our courier partner");
    params.tracking = order.trackingNumber ?? "";
  }
  const template = TEMPLATE[step.kind];
  return deps.messages.enqueue(
    tx,
    channels.map((channel) => ({ channel, to, template, params, locale: order.locale, orderId: order.id, userId: order.userId })),
  );
}
