import { landmarkText } from "@vayu/shared/addresses";
import { formatPaise, formatRupees } from "@vayu/shared/money";
import type { Order } from "@vayu/shared/orders";
import { siteSettings } from "@vayu/shared/site-settings";
import { escapeHtml, mailParagraph as p, mailSignatureLines, renderMailHtml } from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

const orderDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

function paymentLabel(order: Order): string {
  return order.paymentMethod ? `${order.paymentType} (${order.paymentMethod.toUpperCase()})` : order.paymentType;
}

function addressLines(order: Order): string[] {
  const a = order.address;
  return [a.name, a.address, `Landmark: ${landmarkText(a.landmark)}`, `${a.city}, ${a.state} ${a.zipCode}`, a.country, `Mobile: ${a.mobile}`];
}

function orderTable(order: Order): string {
  const cell = "padding:10px 0;border-bottom:1px solid #e2e8f0;font-size:14px;line-height:20px;color:#334155";
  const rows = order.products
    .map(
      (l) => `<tr><td style="${cell}">${escapeHtml(l.product.title)}<br><span style="color:#64748b">Qty ${l.quantity} × ${escapeHtml(formatRupees(l.price))}</span></td>
<td align="right" style="${cell};white-space:nowrap">${escapeHtml(formatRupees(l.price * l.quantity))}</td></tr>`,
    )
    .join("\n");
  const total = (label: string, value: number, strong = false) => {
    const style = `padding:4px 0;font-size:14px;color:${strong ? "#0f172a;font-weight:700" : "#475569"}`;
    return `<tr><td style="${style}">${label}</td><td align="right" style="${style}">${escapeHtml(formatRupees(value))}</td></tr>`;
  };
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 20px">
${total("Subtotal", order.subtotal)}
${total("Shipping", order.shippingFee)}
${total("Total paid", order.totalAmount, true)}
</table>`;
}

/** The order confirmation a shopper receives once the order is placed. */
export function orderConfirmationEmail(input: { to: string; name: string; order: Order; publicUrl: string }): MailMessage {
  const { order, name } = input;
  const ordersUrl = `${input.publicUrl}/orders`;
  const subject = `Your ${siteSettings.name} order #${order.orderNumber} is confirmed`;
  const intro = `Thank you for shopping with ${siteSettings.name}. Your order #${order.orderNumber} of ${orderDate.format(new Date(order.createdAt))} is confirmed and will be packed soon.`;
  const text = [
    `Hello ${name},`,
    "",
    intro,
    "",
    ...order.products.map((l) => `${l.product.title} × ${l.quantity} — ${formatRupees(l.price * l.quantity)}`),
    "",
    `Subtotal: ${formatRupees(order.subtotal)}`,
    `Shipping: ${formatRupees(order.shippingFee)}`,
    `Total paid: ${formatRupees(order.totalAmount)}`,
    `Payment: ${paymentLabel(order)}, transaction ${order.transactionId}`,
    "",
    "Delivering to:",
    ...addressLines(order),
    "",
    `Track your order: ${ordersUrl}`,
    ...mailSignatureLines,
  ].join("\n");
  const body = `${p(`Hello ${escapeHtml(name)},`)}
${p(escapeHtml(intro))}
${orderTable(order)}
<p style="margin:0 0 6px;font-size:13px;font-weight:600;color:#0f172a">Delivering to</p>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#475569">${addressLines(order).map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:#64748b">Payment: ${escapeHtml(paymentLabel(order))} · Transaction ${escapeHtml(order.transactionId)}</p>`;
  const html = renderMailHtml({ subject, headline: `Order #${order.orderNumber} confirmed`, bodyHtml: body, action: { label: "View My Orders", url: ordersUrl } });
  return { to: input.to, subject, html, text, links: [ordersUrl] };
}

/** Sent when a paid order could not be placed (its stock was gone) and the payment goes back. */
export function paymentRefundedEmail(input: { to: string; name: string; reason: string; amountPaise: number; refunded: boolean; publicUrl: string }): MailMessage {
  const cartUrl = `${input.publicUrl}/cart`;
  const amount = formatPaise(input.amountPaise);
  const subject = `Your ${siteSettings.name} payment of ${amount} ${input.refunded ? "has been" : "is being"} refunded`;
  const paragraphs = [
    `Sorry, ${input.reason}.`,
    input.refunded
      ? `Your payment of ${amount} has been refunded to the UPI account or card you paid with. Banks usually show it within 5–7 working days.`
      : `Your payment of ${amount} is safe: we are refunding it to the UPI account or card you paid with, and banks usually show it within 5–7 working days.`,
    `Questions? Write to ${siteSettings.supportEmail} or call ${siteSettings.phones[0]}.`,
  ];
  const text = [`Hello ${input.name},`, "", ...paragraphs.flatMap((para) => [para, ""]), `Your cart: ${cartUrl}`, ...mailSignatureLines].join("\n");
  const body = [`Hello ${input.name},`, ...paragraphs].map((para) => p(escapeHtml(para))).join("\n");
  const html = renderMailHtml({ subject, headline: "Payment refunded", bodyHtml: body, action: { label: "Back to your cart", url: cartUrl } });
  return { to: input.to, subject, html, text, links: [cartUrl] };
}
