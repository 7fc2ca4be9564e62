import { formatPaise } from "@vayu/shared/money";
import type { StaffNotice } from "./staff-notifier";

/** The staff e-mail of each event, from plain facts: no domain's types, so any caller may use them. */

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export function newOrderNotice(order: {
  orderId: string;
  orderNumber: number;
  totalPaise: number;
  paymentType: "Online" | "COD";
  customerName: string;
  city: string;
  items: { title: string; quantity: number }[];
}): StaffNotice {
  const total = formatPaise(order.totalPaise);
  const cod = order.paymentType === "COD";
  return {
    kind: "orders",
    subject: cod
      ? `New cash-on-delivery order #${order.orderNumber}: collect ${total}`
      : `New order #${order.orderNumber}: ${total} paid online`,
    lines: [
      cod
        ? `${order.customerName} (${order.city}) placed order #${order.orderNumber}, to be paid in cash on delivery. The courier collects ${total}.`
        : `${order.customerName} (${order.city}) placed order #${order.orderNumber} and paid ${total} online.`,
      ...order.items.map((item) => `${item.quantity} × ${item.title}`),
      "Please pack it and mark it Packed in the console.",
    ],
    consolePath: `/admin?order=${order.orderId}`,
  };
}

export function returnRequestNotice(input: {
  orderId: string;
  orderNumber: number;
  customerName: string;
  reason: string;
}): StaffNotice {
  return {
    kind: "returns",
    subject: `Return requested for order #${input.orderNumber}`,
    lines: [
      `${input.customerName} asked to return order #${input.orderNumber}.`,
      `Their reason: ${input.reason}`,
      "Approve or reject the return in the console.",
    ],
    consolePath: `/admin?order=${input.orderId}`,
  };
}

export function enquiryNotice(input: {
  enquiryId: string;
  kindLabel: string;
  name: string;
  city: string;
  message: string;
}): StaffNotice {
  return {
    kind: "enquiries",
    subject: `New ${input.kindLabel.toLowerCase()} enquiry from ${input.name}`,
    lines: [`${input.name} (${input.city}) sent a ${input.kindLabel.toLowerCase()} enquiry:`, input.message],
    consolePath: `/admin?enquiry=${input.enquiryId}`,
  };
}

export function grievanceNotice(input: {
  grievanceId: string;
  ticketNumber: string;
  name: string;
  subject: string;
  acknowledgeBy: Date;
}): StaffNotice {
  return {
    kind: "grievances",
    subject: `New grievance ${input.ticketNumber}: ${input.subject}`,
    lines: [
      `${input.name} filed a complaint with the grievance officer: "${input.subject}".`,
      `By law it must be taken up by ${dateTime.format(input.acknowledgeBy)} (48 hours) and resolved within one month.`,
    ],
    consolePath: `/admin?grievance=${input.grievanceId}`,
  };
}

export function complainantReplyNotice(input: {
  grievanceId: string;
  ticketNumber: string;
  name: string;
  message: string;
}): StaffNotice {
  return {
    kind: "grievances",
    subject: `${input.name} replied on grievance ${input.ticketNumber}`,
    lines: [`${input.name} wrote on complaint ${input.ticketNumber}:`, input.message],
    consolePath: `/admin?grievance=${input.grievanceId}`,
  };
}
