import type { OrderDetailType } from "@vayu/shared/orders";
import { greetingMail, type MailStore } from "../../mail/layout";
import { english, type MailLanguage } from "../../mail/language";
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

/** A COD order's cash goes back by the staff's own transfer (docs/decisions/143-staff-payouts-in-the-refund-ledger.md). */
function refundLine(order: OrderDetailType, refundPaise: number, whole: boolean, language: MailLanguage): string {
  const { t } = language;
  const amount = language.formats.price(refundPaise);
  if (order.paymentType === "COD") {
    if (refundPaise > 0)
      return t(
        /*i18n*/ {
          id: "mail.status.refundedDirectly",
          message: "We have refunded {amount} to you directly, by the bank transfer or UPI payment our team arranged with you.",
        },
        { amount },
      );
    if (!order.paymentCollectedAt)
      return t(/*i18n*/ { id: "mail.status.nothingPaid", message: "This was a cash-on-delivery order and nothing was paid, so nothing is due from you." });
  }
  if (refundPaise > 0)
    return t(
      /*i18n*/ {
        id: "mail.status.refundStarted",
        message:
          "We have started a refund of {amount} to the UPI account or card you paid with. Banks usually show it in your account within 5–7 working days.",
      },
      { amount },
    );
  return whole
    ? t(/*i18n*/ { id: "mail.status.allRefundedOrder", message: "Everything you paid for this order has already been refunded." })
    : t(/*i18n*/ { id: "mail.status.allRefundedIt", message: "Everything you paid for it has already been refunded." });
}

/** A COD shopper is reminded of the cash to keep ready. */
function cashDueLine(order: OrderDetailType, language: MailLanguage): string[] {
  return order.amountDue > 0
    ? [
        language.t(/*i18n*/ { id: "mail.status.cashDue", message: "Cash on delivery: please keep {amount} ready for the delivery partner." }, {
          amount: language.formats.price(Math.round(order.amountDue * 100)),
        }),
      ]
    : [];
}

interface Wording {
  subject: string;
  headline: string;
  paragraphs: string[];
}

/** The mails of an order on its way: confirmed, shipped, out for delivery, delivered. */
function onItsWay(order: OrderDetailType, kind: "Confirmed" | "Shipped" | "Out for delivery" | "Delivered", values: Record<string, unknown>, language: MailLanguage): Wording {
  const { t } = language;
  const cash = cashDueLine(order, language);
  switch (kind) {
    case "Confirmed":
      return {
        subject: t(/*i18n*/ { id: "mail.status.confirmedSubject", message: "Your {store} order {n} is confirmed" }, values),
        headline: t(/*i18n*/ { id: "mail.status.confirmedHeadline", message: "Order {n} confirmed" }, values),
        paragraphs: [t(/*i18n*/ { id: "mail.status.confirmed", message: "Thank you for confirming your order {n}. We will pack it soon." }, values), ...cash],
      };
    case "Shipped": {
      const tracked = order.tracking;
      const tracking = tracked
        ? [
            t(/*i18n*/ { id: "mail.status.courier", message: "Courier: {courier}, tracking number {number}." }, { courier: tracked.courier, number: tracked.number }) +
              (tracked.url ? ` ${t(/*i18n*/ { id: "mail.status.trackAt", message: "Track it at {url}" }, { url: tracked.url })}` : ""),
          ]
        : [];
      return {
        subject: t(/*i18n*/ { id: "mail.status.shippedSubject", message: "Your {store} order {n} has shipped" }, values),
        headline: t(/*i18n*/ { id: "mail.status.shippedHeadline", message: "Order {n} shipped" }, values),
        paragraphs: [t(/*i18n*/ { id: "mail.status.shipped", message: "Good news: your order {n} is on its way." }, values), ...tracking, ...cash],
      };
    }
    case "Out for delivery":
      return {
        subject: t(/*i18n*/ { id: "mail.status.outSubject", message: "Your {store} order {n} is out for delivery" }, values),
        headline: t(/*i18n*/ { id: "mail.status.outHeadline", message: "Order {n} out for delivery" }, values),
        paragraphs: [
          t(/*i18n*/ { id: "mail.status.out", message: "Your order {n} is out for delivery today. Please keep your phone handy for the delivery partner." }, values),
          ...cash,
        ],
      };
    case "Delivered":
      return {
        subject: t(/*i18n*/ { id: "mail.status.deliveredSubject", message: "Your {store} order {n} has been delivered" }, values),
        headline: t(/*i18n*/ { id: "mail.status.deliveredHeadline", message: "Order {n} delivered" }, values),
        paragraphs: [
          t(
            /*i18n*/ {
              id: "mail.status.delivered",
              message: "Your order {n} has been delivered. Something not right? You can request a return from the order page within 7 days.",
            },
            values,
          ),
        ],
      };
  }
}

/** The mails of a return: requested, approved, rejected. */
function returnWording(
  kind: "Return requested" | "Return approved" | "Return rejected",
  note: string | undefined,
  values: Record<string, unknown>,
  language: MailLanguage,
): Wording {
  const { t } = language;
  switch (kind) {
    case "Return requested":
      return {
        subject: t(/*i18n*/ { id: "mail.status.returnRequestedSubject", message: "Your {store} order {n}: return request received" }, values),
        headline: t(/*i18n*/ { id: "mail.status.returnRequestedHeadline", message: "Return requested for {n}" }, values),
        paragraphs: [
          t(
            /*i18n*/ { id: "mail.status.returnRequested", message: "We have received your request to return order {n}. Our team will get back to you within 2 working days." },
            values,
          ),
        ],
      };
    case "Return approved":
      return {
        subject: t(/*i18n*/ { id: "mail.status.returnApprovedSubject", message: "Your {store} order {n}: return approved" }, values),
        headline: t(/*i18n*/ { id: "mail.status.returnApprovedHeadline", message: "Return approved for {n}" }, values),
        paragraphs: [
          t(
            /*i18n*/ {
              id: "mail.status.returnApproved",
              message:
                "Your return of order {n} is approved. Our courier partner will call you to arrange the pickup; the refund starts once the parcel reaches us.",
            },
            values,
          ),
        ],
      };
    case "Return rejected":
      return {
        subject: t(/*i18n*/ { id: "mail.status.returnRejectedSubject", message: "Your {store} order {n}: about your return request" }, values),
        headline: t(/*i18n*/ { id: "mail.status.returnRejectedHeadline", message: "Return request for {n}" }, values),
        paragraphs: [
          t(/*i18n*/ { id: "mail.status.returnRejected", message: "Sorry, we could not accept the return of order {n}." }, values),
          t(/*i18n*/ { id: "mail.status.reason", message: "Reason: {reason}" }, { reason: note }),
          t(/*i18n*/ { id: "mail.questions", message: "Questions? Write to {email} or call {phone}." }, values),
        ],
      };
  }
}

/** Subject, headline and paragraphs of each update, in the store's words and the order's language. */
function wording(order: OrderDetailType, update: OrderUpdate, store: MailStore, language: MailLanguage): Wording {
  const { t } = language;
  const values = { n: `#${order.number}`, store: store.storeName, email: store.supportEmail, phone: store.phone };
  const note = "note" in update && update.note ? [t(/*i18n*/ { id: "mail.status.note", message: "Note from our team: {note}" }, { note: update.note })] : [];
  switch (update.kind) {
    case "Confirmed":
    case "Shipped":
    case "Out for delivery":
    case "Delivered": {
      const words = onItsWay(order, update.kind, values, language);
      return { ...words, paragraphs: [...words.paragraphs, ...note] };
    }
    case "Return requested":
    case "Return approved": {
      const words = returnWording(update.kind, update.note, values, language);
      return { ...words, paragraphs: [...words.paragraphs, ...note] };
    }
    case "Return rejected":
      return returnWording(update.kind, update.note, values, language);
    case "Cancelled":
      return {
        subject: t(/*i18n*/ { id: "mail.status.cancelledSubject", message: "Your {store} order {n} is cancelled" }, values),
        headline: t(/*i18n*/ { id: "mail.status.cancelledHeadline", message: "Order {n} cancelled" }, values),
        paragraphs: [
          update.unconfirmedHours
            ? t(
                /*i18n*/ {
                  id: "mail.status.unconfirmed",
                  message: "Your cash-on-delivery order {n} was not confirmed within {hours} hours, so it is cancelled, at no charge.",
                },
                { ...values, hours: update.unconfirmedHours },
              )
            : t(/*i18n*/ { id: "mail.status.cancelled", message: "Your order {n} is cancelled, at no charge." }, values),
          refundLine(order, update.refundPaise, false, language),
          ...note,
        ],
      };
    case "Returned to origin":
      return {
        subject: t(/*i18n*/ { id: "mail.status.rtoSubject", message: "Your {store} order {n} could not be delivered" }, values),
        headline: t(/*i18n*/ { id: "mail.status.rtoHeadline", message: "Order {n} returned to the store" }, values),
        paragraphs: [
          t(/*i18n*/ { id: "mail.status.rto", message: "Your order {n} could not be delivered and is going back to our store." }, values),
          // The parcel came back unpaid (docs/decisions/306-return-to-origin.md).
          t(
            /*i18n*/ {
              id: "mail.status.rtoNothingDue",
              message: "It was a cash-on-delivery order and nothing was paid, so nothing is due from you. Please place a new order if you still want it.",
            },
          ),
          ...note,
        ],
      };
    case "Refund started": {
      const amount = language.formats.price(update.refundPaise);
      return {
        subject: t(/*i18n*/ { id: "mail.status.refundSubject", message: "Your {store} order {n}: refund of {amount}" }, { ...values, amount }),
        headline: t(/*i18n*/ { id: "mail.status.refundHeadline", message: "Refund for order {n}" }, values),
        paragraphs: [
          refundLine(order, update.refundPaise, false, language),
          update.covers
            ? t(/*i18n*/ { id: "mail.status.refundCovers", message: "The refund is for {covers} on order {n}." }, { ...values, covers: update.covers })
            : t(/*i18n*/ { id: "mail.status.refundPart", message: "The refund is for part of what you paid on order {n}." }, values),
          t(/*i18n*/ { id: "mail.questions", message: "Questions? Write to {email} or call {phone}." }, values),
        ],
      };
    }
    case "Refunded":
      return {
        subject: t(/*i18n*/ { id: "mail.status.refundedSubject", message: "Your {store} order {n} is refunded" }, values),
        headline: t(/*i18n*/ { id: "mail.status.refundedHeadline", message: "Order {n} refunded" }, values),
        paragraphs: [
          t(/*i18n*/ { id: "mail.status.returnReceived", message: "We have received your return of order {n}." }, values),
          refundLine(order, update.refundPaise, true, language),
        ],
      };
  }
}

/** The e-mail a shopper receives when their order moves (plain, like the order confirmation), in the order's language. */
export function orderUpdateEmail(input: {
  to: string;
  name: string;
  order: OrderDetailType;
  update: OrderUpdate;
  publicUrl: string;
  store: MailStore;
  language?: MailLanguage;
}): MailMessage {
  const language = input.language ?? english;
  const { subject, headline, paragraphs } = wording(input.order, input.update, input.store, language);
  return greetingMail({
    to: input.to,
    name: input.name,
    subject,
    headline,
    paragraphs,
    link: {
      text: language.t(/*i18n*/ { id: "mail.status.linkText", message: "Your order" }),
      label: language.t(/*i18n*/ { id: "mail.status.linkLabel", message: "View your order" }),
      url: language.url(input.publicUrl, `/orders/${input.order._id}`),
    },
    store: input.store,
    language,
  });
}
