import { formatRupees } from "@vayu/shared/money";
import type { Order } from "@vayu/shared/orders";
import { landmarkText } from "@vayu/shared/addresses";
import { formatAddress, siteSettings } from "@vayu/shared/site-settings";
import type { MailMessage } from "../../mail/mailer";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const orderDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

function paymentLabel(order: Order): string {
  return order.paymentMethod ? `${order.paymentType} (${order.paymentMethod.toUpperCase()})` : order.paymentType;
}

function addressLines(order: Order): string[] {
  const a = order.address;
  return [a.name, a.address, `Landmark: ${landmarkText(a.landmark)}`, `${a.city}, ${a.state} ${a.zipCode}`, a.country, `Mobile: ${a.mobile}`];
}

function textBody(order: Order, name: string, ordersUrl: string): string {
  return [
    `Hello ${name},`,
    "",
    `Thank you for shopping with ${siteSettings.name}. Your order #${order.orderNumber} of ${orderDate.format(new Date(order.createdAt))} is confirmed.`,
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
    "",
    "—",
    siteSettings.name,
    formatAddress(),
    `${siteSettings.supportEmail} · ${siteSettings.phones[0]}`,
  ].join("\n");
}

function htmlBody(order: Order, name: string, ordersUrl: string, subject: string): string {
  const cell = "padding:10px 0;border-bottom:1px solid #e2e8f0;font-size:14px;line-height:20px;color:#334155";
  const rows = order.products
    .map(
      (l) => `<tr><td style="${cell}">${escapeHtml(l.product.title)}<br><span style="color:#64748b">Qty ${l.quantity} × ${escapeHtml(formatRupees(l.price))}</span></td>
<td align="right" style="${cell};white-space:nowrap">${escapeHtml(formatRupees(l.price * l.quantity))}</td></tr>`,
    )
    .join("\n");
  const total = (label: string, value: number, strong = false) =>
    `<tr><td style="padding:4px 0;font-size:14px;color:${strong ? "#0f172a;font-weight:700" : "#475569"}">${label}</td><td align="right" style="padding:4px 0;font-size:14px;color:${strong ? "#0f172a;font-weight:700" : "#475569"}">${escapeHtml(formatRupees(value))}</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#0b5fff;padding:20px 28px;color:#ffffff">
<div style="font-size:20px;font-weight:700">${escapeHtml(siteSettings.name)}</div>
<div style="font-size:13px;opacity:.85">Order #${order.orderNumber} confirmed</div>
</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#334155">Hello ${escapeHtml(name)},</p>
<p style="margin:0 0 20px;font-size:15px;line-height:24px;color:#334155">Thank you for shopping with ${escapeHtml(siteSettings.name)}. Your order of ${escapeHtml(orderDate.format(new Date(order.createdAt)))} is confirmed and will be packed soon.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 20px">
${total("Subtotal", order.subtotal)}
${total("Shipping", order.shippingFee)}
${total("Total paid", order.totalAmount, true)}
</table>
<p style="margin:0 0 6px;font-size:13px;font-weight:600;color:#0f172a">Delivering to</p>
<p style="margin:0 0 16px;font-size:14px;line-height:21px;color:#475569">${addressLines(order).map(escapeHtml).join("<br>")}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;color:#64748b">Payment: ${escapeHtml(paymentLabel(order))} · Transaction ${escapeHtml(order.transactionId)}</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:10px;background:#0b5fff">
<a href="${escapeHtml(ordersUrl)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px">View My Orders</a>
</td></tr></table>
</td></tr>
<tr><td style="background:#f8fafc;padding:16px 28px;font-size:12px;line-height:18px;color:#64748b">
${escapeHtml(siteSettings.name)} · ${escapeHtml(formatAddress())}<br>${escapeHtml(`${siteSettings.supportEmail} · ${siteSettings.phones[0]}`)}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The order confirmation a shopper receives once the order is placed. */
export function orderConfirmationEmail(input: { to: string; name: string; order: Order; publicUrl: string }): MailMessage {
  const ordersUrl = `${input.publicUrl}/orders`;
  const subject = `Your ${siteSettings.name} order #${input.order.orderNumber} is confirmed`;
  return {
    to: input.to,
    subject,
    html: htmlBody(input.order, input.name, ordersUrl, subject),
    text: textBody(input.order, input.name, ordersUrl),
    links: [ordersUrl],
  };
}
