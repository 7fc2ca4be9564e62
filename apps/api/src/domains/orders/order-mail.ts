import { landmarkText } from "@vayu/shared/addresses";
import { orderSavings, PREPAID_SAVING_LABEL, totalSaving } from "@vayu/shared/order-savings";
import type { OrderType } from "@vayu/shared/orders";
import {
  escapeHtml,
  greetingMail,
  mailGreeting,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import { english } from "../../mail/language";
import type { MailMessage } from "../../mail/mailer";
import { withOrderTitles, type OrderLanguage } from "./order-language";

/** Rupees (the order's amounts) in the e-mail's language: Indian grouping in both. */
const rupees = (language: OrderLanguage, amount: number) => language.formats.price(Math.round(amount * 100));

/** How the order is paid, in words: the online payment and its transaction, or the cash to keep ready. */
function paymentText(order: OrderType, language: OrderLanguage): string {
  if (order.paymentType === "COD") {
    return language.t(
      /*i18n*/ { id: "mail.order.payCash", message: "Cash on delivery: please pay {amount} in cash to the delivery partner when your order arrives." },
      { amount: rupees(language, order.totalAmount) },
    );
  }
  const method = order.paymentMethod ? ` (${order.paymentMethod.toUpperCase()})` : "";
  return language.t(/*i18n*/ { id: "mail.order.paidOnline", message: "Payment: Online{method}, transaction {transaction}" }, {
    method,
    transaction: order.transactionId ?? "",
  });
}

/** A saving as the e-mail prints it: "-₹500.00". */
const minus = (language: OrderLanguage, amount: number) => `-${rupees(language, amount)}`;

/** The order's savings with their labels in the e-mail's language ("Coupon DIWALI10", "Prepaid offer"). */
const savings = (order: OrderType, language: OrderLanguage) =>
  orderSavings(order).map((saving) => ({
    amount: saving.amount,
    label:
      saving.label === PREPAID_SAVING_LABEL
        ? language.t(/*i18n*/ { id: "mail.order.prepaidSaving", message: "Prepaid offer" })
        : order.couponCode
          ? language.t(/*i18n*/ { id: "mail.order.couponSaving", message: "Coupon {code}" }, { code: order.couponCode })
          : language.t(/*i18n*/ { id: "mail.order.coupon", message: "Coupon" }),
  }));

/** "You saved ₹550.00 on this order." when a coupon or the prepaid offer took something off. */
const savedText = (order: OrderType, language: OrderLanguage) =>
  totalSaving(order) > 0
    ? language.t(/*i18n*/ { id: "mail.order.saved", message: "You saved {amount} on this order." }, { amount: rupees(language, totalSaving(order)) })
    : null;

const totalLabel = (order: OrderType, language: OrderLanguage) =>
  order.paymentType === "COD"
    ? language.t(/*i18n*/ { id: "mail.order.totalOnDelivery", message: "Total to pay on delivery" })
    : language.t(/*i18n*/ { id: "mail.order.totalPaid", message: "Total paid" });

/** The e-mail's labels of the order's sums. */
const sumLabels = (language: OrderLanguage) => ({
  subtotal: language.t(/*i18n*/ { id: "mail.order.subtotal", message: "Subtotal" }),
  shipping: language.t(/*i18n*/ { id: "mail.order.shipping", message: "Shipping" }),
  codCharge: language.t(/*i18n*/ { id: "mail.order.codCharge", message: "Cash on delivery charge" }),
});

function addressLines(order: OrderType, language: OrderLanguage): string[] {
  const a = order.address;
  return [
    a.name,
    a.address,
    language.t(/*i18n*/ { id: "mail.order.landmark", message: "Landmark: {landmark}" }, { landmark: landmarkText(a.landmark) }),
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    language.t(/*i18n*/ { id: "mail.order.mobile", message: "Mobile: {mobile}" }, { mobile: a.mobile }),
  ];
}

function orderTable(order: OrderType, language: OrderLanguage): string {
  const cell = "padding:10px 0;border-bottom:1px solid #e2e8f0;font-size:14px;line-height:20px;color:#334155";
  const rows = order.products
    .map((l) => {
      const quantity = language.t(/*i18n*/ { id: "mail.order.quantity", message: "Qty {quantity} × {price}" }, {
        quantity: l.quantity,
        price: rupees(language, l.price),
      });
      return `<tr><td style="${cell}">${escapeHtml(language.productTitle(l.product))}<br><span style="color:#64748b">${escapeHtml(quantity)}</span></td>
<td align="right" style="${cell};white-space:nowrap">${escapeHtml(rupees(language, l.price * l.quantity))}</td></tr>`;
    })
    .join("\n");
  const row = (label: string, value: string, color: string) => {
    const style = `padding:4px 0;font-size:14px;color:${color}`;
    return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${escapeHtml(value)}</td></tr>`;
  };
  const total = (label: string, value: number, strong = false) =>
    row(label, rupees(language, value), strong ? "#0f172a;font-weight:700" : "#475569");
  const saved = savedText(order, language);
  const labels = sumLabels(language);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 20px">
${total(labels.subtotal, order.subtotal)}
${savings(order, language)
  .map((s) => row(s.label, minus(language, s.amount), "#15803d"))
  .join("\n")}
${total(labels.shipping, order.shippingFee)}
${order.codCharge > 0 ? total(labels.codCharge, order.codCharge) : ""}
${total(totalLabel(order, language), order.totalAmount, true)}
${saved ? row(saved, "", "#15803d;font-weight:600") : ""}
</table>`;
}

/** The subject, headline and opening paragraph of the confirmation. */
function confirmationWords(order: OrderType, storeName: string, language: OrderLanguage, hours: number | undefined) {
  const values = { store: storeName, order: order.orderNumber, date: language.formats.date(order.createdAt), hours };
  if (hours === undefined)
    return {
      subject: language.t(/*i18n*/ { id: "mail.order.confirmedSubject", message: "Your {store} order #{order} is confirmed" }, values),
      headline: language.t(/*i18n*/ { id: "mail.order.confirmedHeadline", message: "Order #{order} confirmed" }, values),
      intro: language.t(
        /*i18n*/ { id: "mail.order.confirmedIntro", message: "Thank you for shopping with {store}. Your order #{order} of {date} is confirmed and will be packed soon." },
        values,
      ),
    };
  return {
    subject: language.t(/*i18n*/ { id: "mail.order.confirmSubject", message: "Please confirm your {store} order #{order}" }, values),
    headline: language.t(/*i18n*/ { id: "mail.order.confirmHeadline", message: "Please confirm order #{order}" }, values),
    intro: language.t(
      /*i18n*/ {
        id: "mail.order.confirmIntro",
        message:
          "Thank you for shopping with {store}. Please confirm your cash-on-delivery order #{order} of {date}: we pack it once you confirm. Orders not confirmed within {hours} hours are cancelled.",
      },
      values,
    ),
  };
}

/**
 * The order confirmation a shopper receives once the order is placed; a cash-on-delivery
 * order's asks them to confirm it first, with its Confirm and Cancel links
 * (docs/decisions/305-cod-confirmation.md). In the order's language (`orderLanguage`), its links
 * to that language's pages.
 */
export function orderConfirmationEmail(input: {
  to: string;
  name: string;
  order: OrderType;
  publicUrl: string;
  store: MailStore;
  confirmation?: { confirm: string; cancel: string; hours: number };
  language?: OrderLanguage;
}): MailMessage {
  const { order, name, confirmation } = input;
  const language = input.language ?? withOrderTitles(english);
  const t = language.t;
  const ordersUrl = language.url(input.publicUrl, "/orders");
  // The invoice itself needs the shopper's login: the mail links to the order page that downloads it.
  const orderUrl = language.url(input.publicUrl, `/orders/${order._id}`);
  const { subject, headline, intro } = confirmationWords(order, input.store.storeName, language, confirmation?.hours);
  const confirmLabel = t(/*i18n*/ { id: "mail.order.confirmLink", message: "Confirm your order" });
  const cancelLabel = t(/*i18n*/ { id: "mail.order.cancelLink", message: "Cancel it" });
  const answerLines = confirmation ? [`${confirmLabel}: ${confirmation.confirm}`, `${cancelLabel}: ${confirmation.cancel}`, ""] : [];
  const expected = order.expectedDelivery
    ? t(/*i18n*/ { id: "mail.order.expected", message: "Expected delivery by {day}." }, { day: language.deliveryDay(order.expectedDelivery.to) })
    : null;
  const saved = savedText(order, language);
  const labels = sumLabels(language);
  const deliveringTo = t(/*i18n*/ { id: "mail.order.deliveringTo", message: "Delivering to" });
  const text = [
    mailGreeting(language, name),
    "",
    intro,
    ...(expected ? [expected] : []),
    "",
    ...answerLines,
    ...order.products.map((l) => `${language.productTitle(l.product)} × ${l.quantity} — ${rupees(language, l.price * l.quantity)}`),
    "",
    `${labels.subtotal}: ${rupees(language, order.subtotal)}`,
    ...savings(order, language).map((s) => `${s.label}: ${minus(language, s.amount)}`),
    `${labels.shipping}: ${rupees(language, order.shippingFee)}`,
    ...(order.codCharge > 0 ? [`${labels.codCharge}: ${rupees(language, order.codCharge)}`] : []),
    `${totalLabel(order, language)}: ${rupees(language, order.totalAmount)}`,
    ...(saved ? [saved] : []),
    paymentText(order, language),
    "",
    `${deliveringTo}:`,
    ...addressLines(order, language),
    "",
    ...(order.invoiceUrl ? [t(/*i18n*/ { id: "mail.order.invoiceLine", message: "Your GST tax invoice: {url}" }, { url: orderUrl })] : []),
    t(/*i18n*/ { id: "mail.order.trackLine", message: "Track your order: {url}" }, { url: ordersUrl }),
    ...mailSignatureLines(input.store),
  ].join("\n");
  const link = (url: string) => `<a href="${escapeHtml(url)}" style="color:#0047d6">`;
  const invoiceHtml = escapeHtml(
    t(/*i18n*/ { id: "mail.order.invoiceReady", message: "Your GST tax invoice is ready: <0>download it from your order page</0>." }),
  )
    .replace("&lt;0&gt;", link(orderUrl))
    .replace("&lt;/0&gt;", "</a>");
  const body = `${p(escapeHtml(mailGreeting(language, name)))}
${p(escapeHtml(intro))}
${confirmation ? p(`<a href="${escapeHtml(confirmation.confirm)}" style="color:#0047d6;font-weight:600">${escapeHtml(confirmLabel)}</a> &nbsp;·&nbsp; <a href="${escapeHtml(confirmation.cancel)}" style="color:#0047d6">${escapeHtml(cancelLabel)}</a>`) : ""}
${expected ? p(`<strong>${escapeHtml(expected)}</strong>`) : ""}
${orderTable(order, language)}
<p style="margin:0 0 6px;font-size:13px;font-weight:600;color:#0f172a">${escapeHtml(deliveringTo)}</p>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#475569">${addressLines(order, language).map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(paymentText(order, language))}</p>
${order.invoiceUrl ? p(invoiceHtml) : ""}`;
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline,
    bodyHtml: body,
    action: { label: t(/*i18n*/ { id: "mail.order.viewOrders", message: "View My Orders" }), url: ordersUrl },
    language,
  });
  return {
    to: input.to,
    subject,
    html,
    text,
    links: [...(confirmation ? [confirmation.confirm, confirmation.cancel] : []), ordersUrl, ...(order.invoiceUrl ? [orderUrl] : [])],
  };
}

/** Sent when a paid order could not be placed (its stock was gone) and the payment goes back. */
export function paymentRefundedEmail(input: {
  to: string;
  name: string;
  reason: string;
  amountPaise: number;
  refunded: boolean;
  publicUrl: string;
  store: MailStore;
  language?: OrderLanguage;
}): MailMessage {
  const language = input.language ?? withOrderTitles(english);
  const t = language.t;
  const cartUrl = language.url(input.publicUrl, "/cart");
  const values = { store: input.store.storeName, amount: language.formats.price(input.amountPaise), reason: input.reason };
  const subject = input.refunded
    ? t(/*i18n*/ { id: "mail.refund.subjectDone", message: "Your {store} payment of {amount} has been refunded" }, values)
    : t(/*i18n*/ { id: "mail.refund.subjectPending", message: "Your {store} payment of {amount} is being refunded" }, values);
  const paragraphs = [
    t(/*i18n*/ { id: "mail.refund.sorry", message: "Sorry, {reason}." }, values),
    input.refunded
      ? t(
          /*i18n*/ {
            id: "mail.refund.done",
            message: "Your payment of {amount} has been refunded to the UPI account or card you paid with. Banks usually show it within 5–7 working days.",
          },
          values,
        )
      : t(
          /*i18n*/ {
            id: "mail.refund.pending",
            message:
              "Your payment of {amount} is safe: we are refunding it to the UPI account or card you paid with, and banks usually show it within 5–7 working days.",
          },
          values,
        ),
    t(/*i18n*/ { id: "mail.questions", message: "Questions? Write to {email} or call {phone}." }, {
      email: input.store.supportEmail,
      phone: input.store.phone,
    }),
  ];
  return greetingMail({
    to: input.to,
    name: input.name,
    subject,
    headline: t(/*i18n*/ { id: "mail.refund.headline", message: "Payment refunded" }),
    paragraphs,
    link: {
      text: t(/*i18n*/ { id: "mail.refund.cartText", message: "Your cart" }),
      label: t(/*i18n*/ { id: "mail.refund.cartLabel", message: "Back to your cart" }),
      url: cartUrl,
    },
    store: input.store,
    language,
  });
}
