import { formatPaise, formatRupees } from "@vayu/shared/money";
import type { OrderDetailType } from "@vayu/shared/orders";
import { greetingMail, type MailStore } from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

/** The moments of an order's life a shopper hears about (docs/decisions/091-order-lifecycle-graph.md). */
export type OrderUpdate =
  | {
      kind: "Confirmed" | "Shipped" | "Out for delivery" | "Delivered" | "Return requested" | "Return approved" | "Returned to origin";
      note?: string | undefined;
    }
  | { kind: "Return rejected"; note: string }
  | { kind: "Refunded"; refundPaise: number }
  /** `unconfirmedHours`: a COD order cancelled because nobody confirmed it in that time (ADR 305). */
  | { kind: "Cancelled"; refundPaise: number; unconfirmedHours?: number | undefined }
  /** A staff refund of part of the order; `covers` the units it is for, if any ("2 × Air Cooler"). */
  | { kind: "Refund started"; refundPaise: number; covers?: string | undefined };

/** The parcel came back unpaid (docs/decisions/306-return-to-origin.md). */
const RTO_EXPLANATION_MAIL = "It was a cash-on-delivery order and nothing was paid, so nothing is due from you. Please place a new order if you still want it.";

const BANK_TIMING = "Banks usually show it in your account within 5–7 working days.";

/** A COD order's cash goes back by the staff's own transfer (docs/decisions/143-staff-payouts-in-the-refund-ledger.md). */
function refundLine(order: OrderDetailType, refundPaise: number, what: string): string {
  if (order.paymentType === "COD") {
    if (refundPaise > 0)
      return `We have refunded ${formatPaise(refundPaise)} to you directly, by the bank transfer or UPI payment our team arranged with you.`;
    if (!order.paymentCollectedAt)
      return `This was a cash-on-delivery order and nothing was paid, so nothing is due from you.`;
  }
  return refundPaise > 0
    ? `We have started a refund of ${formatPaise(refundPaise)} to the UPI account or card you paid with. ${BANK_TIMING}`
    : `Everything you paid for ${what} has already been refunded.`;
}

/** A COD shopper is reminded of the cash to keep ready. */
function cashDueLine(order: OrderDetailType): string[] {
  return order.amountDue > 0
    ? [`Cash on delivery: please keep ${formatRupees(order.amountDue)} ready for the delivery partner.`]
    : [];
}

/** Subject, headline and paragraphs of each update, in the store's words. */
function wording(
  order: OrderDetailType,
  update: OrderUpdate,
  store: MailStore,
): { subject: string; headline: string; paragraphs: string[] } {
  const n = `#${order.number}`;
  const yours = `Your ${store.storeName} order ${n}`;
  const note = "note" in update && update.note ? [`Note from our team: ${update.note}`] : [];
  switch (update.kind) {
    case "Confirmed":
      return {
        subject: `${yours} is confirmed`,
        headline: `Order ${n} confirmed`,
        paragraphs: [`Thank you for confirming your order ${n}. We will pack it soon.`, ...cashDueLine(order), ...note],
      };
    case "Shipped": {
      const t = order.tracking;
      const tracking = t
        ? [`Courier: ${t.courier}, tracking number ${t.number}.${t.url ? ` Track it at ${t.url}` : ""}`]
        : [];
      return {
        subject: `${yours} has shipped`,
        headline: `Order ${n} shipped`,
        paragraphs: [
          `Good news: your order ${n} is on its way.`,
          ...tracking,
          ...cashDueLine(order),
          ...note,
        ],
      };
    }
    case "Out for delivery":
      return {
        subject: `${yours} is out for delivery`,
        headline: `Order ${n} out for delivery`,
        paragraphs: [
          `Your order ${n} is out for delivery today. Please keep your phone handy for the delivery partner.`,
          ...cashDueLine(order),
          ...note,
        ],
      };
    case "Delivered":
      return {
        subject: `${yours} has been delivered`,
        headline: `Order ${n} delivered`,
        paragraphs: [
          `Your order ${n} has been delivered. Something not right? You can request a return from the order page within 7 days.`,
          ...note,
        ],
      };
    case "Cancelled":
      return {
        subject: `${yours} is cancelled`,
        headline: `Order ${n} cancelled`,
        paragraphs: [
          update.unconfirmedHours
            ? `Your cash-on-delivery order ${n} was not confirmed within ${update.unconfirmedHours} hours, so it is cancelled, at no charge.`
            : `Your order ${n} is cancelled, at no charge.`,
          refundLine(order, update.refundPaise, "it"),
          ...note,
        ],
      };
    case "Returned to origin":
      return {
        subject: `${yours} could not be delivered`,
        headline: `Order ${n} returned to the store`,
        paragraphs: [`Your order ${n} could not be delivered and is going back to our store.`, RTO_EXPLANATION_MAIL, ...note],
      };
    case "Return requested":
      return {
        subject: `${yours}: return request received`,
        headline: `Return requested for ${n}`,
        paragraphs: [
          `We have received your request to return order ${n}. Our team will get back to you within 2 working days.`,
          ...note,
        ],
      };
    case "Return approved":
      return {
        subject: `${yours}: return approved`,
        headline: `Return approved for ${n}`,
        paragraphs: [
          `Your return of order ${n} is approved. Our courier partner will call you to arrange the pickup; the refund starts once the parcel reaches us.`,
          ...note,
        ],
      };
    case "Return rejected":
      return {
        subject: `${yours}: about your return request`,
        headline: `Return request for ${n}`,
        paragraphs: [
          `Sorry, we could not accept the return of order ${n}.`,
          `Reason: ${update.note}`,
          `Questions? Write to ${store.supportEmail} or call ${store.phone}.`,
        ],
      };
    case "Refund started":
      return {
        subject: `${yours}: refund of ${formatPaise(update.refundPaise)}`,
        headline: `Refund for order ${n}`,
        paragraphs: [
          refundLine(order, update.refundPaise, "it"),
          `The refund is for ${update.covers ?? "part of what you paid"} on order ${n}.`,
          `Questions? Write to ${store.supportEmail} or call ${store.phone}.`,
        ],
      };
    case "Refunded":
      return {
        subject: `${yours} is refunded`,
        headline: `Order ${n} refunded`,
        paragraphs: [
          `We have received your return of order ${n}.`,
          refundLine(order, update.refundPaise, "this order"),
        ],
      };
  }
}

/** The e-mail a shopper receives when their order moves (plain, like the order confirmation). */
export function orderUpdateEmail(input: {
  to: string;
  name: string;
  order: OrderDetailType;
  update: OrderUpdate;
  publicUrl: string;
  store: MailStore;
}): MailMessage {
  const { subject, headline, paragraphs } = wording(input.order, input.update, input.store);
  return greetingMail({
    to: input.to,
    name: input.name,
    subject,
    headline,
    paragraphs,
    link: {
      text: "Your order",
      label: "View your order",
      url: `${input.publicUrl}/orders/${input.order._id}`,
    },
    store: input.store,
  });
}
