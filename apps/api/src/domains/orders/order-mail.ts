import { landmarkText } from "@vayu/shared/addresses";
import { formatPaise, formatRupees } from "@vayu/shared/money";
import { orderSavings, totalSaving } from "@vayu/shared/order-savings";
import { formatDeliveryDay, type OrderType } from "@vayu/shared/orders";
import {
  escapeHtml,
  greetingMail,
  mailParagraph as p,
  mailSignatureLines,
  renderMailHtml,
  type MailStore,
} from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

const orderDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** How the order is paid, in words: the online payment and its transaction, or the cash to keep ready. */
function paymentText(order: OrderType): string {
  if (order.paymentType === "COD") {
    return `Cash on delivery: please pay ${formatRupees(order.totalAmount)} in cash to the delivery partner when your order arrives.`;
  }
  const method = order.paymentMethod ? ` (${order.paymentMethod.toUpperCase()})` : "";
  return `Payment: Online${method}, transaction ${order.transactionId ?? ""}`;
}

/** A saving as the e-mail prints it: "-₹500.00". */
const minus = (rupees: number) => `-${formatRupees(rupees)}`;

/** "You saved ₹550.00 on this order." when a coupon or the prepaid offer took something off. */
const savedText = (order: OrderType) =>
  totalSaving(order) > 0 ? `You saved ${formatRupees(totalSaving(order))} on this order.` : null;

const totalLabel = (order: OrderType) =>
  order.paymentType === "COD" ? "Total to pay on delivery" : "Total paid";

function addressLines(order: OrderType): string[] {
  const a = order.address;
  return [
    a.name,
    a.address,
    `Landmark: ${landmarkText(a.landmark)}`,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    `Mobile: ${a.mobile}`,
  ];
}

function orderTable(order: OrderType): string {
  const cell = "padding:10px 0;border-bottom:1px solid #e2e8f0;font-size:14px;line-height:20px;color:#334155";
  const rows = order.products
    .map(
      (
        l,
      ) => `<tr><td style="${cell}">${escapeHtml(l.product.title)}<br><span style="color:#64748b">Qty ${l.quantity} × ${escapeHtml(formatRupees(l.price))}</span></td>
<td align="right" style="${cell};white-space:nowrap">${escapeHtml(formatRupees(l.price * l.quantity))}</td></tr>`,
    )
    .join("\n");
  const row = (label: string, value: string, color: string) => {
    const style = `padding:4px 0;font-size:14px;color:${color}`;
    return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${escapeHtml(value)}</td></tr>`;
  };
  const total = (label: string, value: number, strong = false) =>
    row(label, formatRupees(value), strong ? "#0f172a;font-weight:700" : "#475569");
  const saved = savedText(order);
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 20px">
${total("Subtotal", order.subtotal)}
${orderSavings(order)
  .map((s) => row(s.label, minus(s.amount), "#15803d"))
  .join("\n")}
${total("Shipping", order.shippingFee)}
${order.codCharge > 0 ? total("Cash on delivery charge", order.codCharge) : ""}
${total(totalLabel(order), order.totalAmount, true)}
${saved ? row(saved, "", "#15803d;font-weight:600") : ""}
</table>`;
}

/**
 * The order confirmation a shopper receives once the order is placed; a cash-on-delivery
 * order's asks them to confirm it first, with its Confirm and Cancel links
 * (docs/decisions/305-cod-confirmation.md).
 */
export function orderConfirmationEmail(input: {
  to: string;
  name: string;
  order: OrderType;
  publicUrl: string;
  store: MailStore;
  confirmation?: { confirm: string; cancel: string; hours: number };
}): MailMessage {
  const { order, name, confirmation } = input;
  const ordersUrl = `${input.publicUrl}/orders`;
  // The invoice itself needs the shopper's login: the mail links to the order page that downloads it.
  const orderUrl = `${input.publicUrl}/orders/${order._id}`;
  const subject = confirmation
    ? `Please confirm your ${input.store.storeName} order #${order.orderNumber}`
    : `Your ${input.store.storeName} order #${order.orderNumber} is confirmed`;
  const placedOn = orderDate.format(new Date(order.createdAt));
  const intro = confirmation
    ? `Thank you for shopping with ${input.store.storeName}. Please confirm your cash-on-delivery order #${order.orderNumber} of ${placedOn}: we pack it once you confirm. Orders not confirmed within ${confirmation.hours} hours are cancelled.`
    : `Thank you for shopping with ${input.store.storeName}. Your order #${order.orderNumber} of ${placedOn} is confirmed and will be packed soon.`;
  const answerLines = confirmation ? [`Confirm your order: ${confirmation.confirm}`, `Cancel it: ${confirmation.cancel}`, ""] : [];
  const expected = order.expectedDelivery
    ? `Expected delivery by ${formatDeliveryDay(order.expectedDelivery.to)}.`
    : null;
  const saved = savedText(order);
  const text = [
    `Hello ${name},`,
    "",
    intro,
    ...(expected ? [expected] : []),
    "",
    ...answerLines,
    ...order.products.map(
      (l) => `${l.product.title} × ${l.quantity} — ${formatRupees(l.price * l.quantity)}`,
    ),
    "",
    `Subtotal: ${formatRupees(order.subtotal)}`,
    ...orderSavings(order).map((s) => `${s.label}: ${minus(s.amount)}`),
    `Shipping: ${formatRupees(order.shippingFee)}`,
    ...(order.codCharge > 0 ? [`Cash on delivery charge: ${formatRupees(order.codCharge)}`] : []),
    `${totalLabel(order)}: ${formatRupees(order.totalAmount)}`,
    ...(saved ? [saved] : []),
    paymentText(order),
    "",
    "Delivering to:",
    ...addressLines(order),
    "",
    ...(order.invoiceUrl ? [`Your GST tax invoice: ${orderUrl}`] : []),
    `Track your order: ${ordersUrl}`,
    ...mailSignatureLines(input.store),
  ].join("\n");
  const body = `${p(`Hello ${escapeHtml(name)},`)}
${p(escapeHtml(intro))}
${confirmation ? p(`<a href="${escapeHtml(confirmation.confirm)}" style="color:#0047d6;font-weight:600">Confirm your order</a> &nbsp;·&nbsp; <a href="${escapeHtml(confirmation.cancel)}" style="color:#0047d6">Cancel it</a>`) : ""}
${expected ? p(`<strong>${escapeHtml(expected)}</strong>`) : ""}
${orderTable(order)}
<p style="margin:0 0 6px;font-size:13px;font-weight:600;color:#0f172a">Delivering to</p>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#475569">${addressLines(order).map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(paymentText(order))}</p>
${order.invoiceUrl ? p(`Your GST tax invoice is ready: <a href="${escapeHtml(orderUrl)}" style="color:#0047d6">download it from your order page</a>.`) : ""}`;
  const html = renderMailHtml({
    store: input.store,
    subject,
    headline: confirmation ? `Please confirm order #${order.orderNumber}` : `Order #${order.orderNumber} confirmed`,
    bodyHtml: body,
    action: { label: "View My Orders", url: ordersUrl },
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
}): MailMessage {
  const cartUrl = `${input.publicUrl}/cart`;
  const amount = formatPaise(input.amountPaise);
  const subject = `Your ${input.store.storeName} payment of ${amount} ${input.refunded ? "has been" : "is being"} refunded`;
  const paragraphs = [
    `Sorry, ${input.reason}.`,
    input.refunded
      ? `Your payment of ${amount} has been refunded to the UPI account or card you paid with. Banks usually show it within 5–7 working days.`
      : `Your payment of ${amount} is safe: we are refunding it to the UPI account or card you paid with, and banks usually show it within 5–7 working days.`,
    `Questions? Write to ${input.store.supportEmail} or call ${input.store.phone}.`,
  ];
  return greetingMail({
    to: input.to,
    name: input.name,
    subject,
    headline: "Payment refunded",
    paragraphs,
    link: { text: "Your cart", label: "Back to your cart", url: cartUrl },
    store: input.store,
  });
}
