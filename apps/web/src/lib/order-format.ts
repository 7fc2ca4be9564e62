import type { OrderType } from "@vayu/shared/orders";

/** Dates and times of orders as shoppers in India read them: "12 Mar 2025, 3:45 pm IST". */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const longDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} IST`;
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

const METHOD_NAMES: Record<string, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
};

/** "Online · UPI", or "Cash on delivery". */
export function paymentText(order: Pick<OrderType, "paymentMethod" | "paymentType">): string {
  if (order.paymentType === "COD") return "Cash on delivery";
  const method = order.paymentMethod ? (METHOD_NAMES[order.paymentMethod] ?? order.paymentMethod) : null;
  return method ? `${order.paymentType} · ${method}` : order.paymentType;
}

/** The label of an order's total: paid, or still to be paid at the door. */
export function totalLabel(order: Pick<OrderType, "amountDue" | "paymentType" | "paymentCollectedAt">): string {
  if (order.amountDue > 0) return "To pay on delivery";
  // A COD order cancelled or returned to origin before its cash was collected (docs/decisions/306-return-to-origin.md).
  return order.paymentType === "COD" && !order.paymentCollectedAt ? "Total (nothing paid)" : "Total paid";
}

/** What the bank needs once a refund is on its way. */
export const REFUND_TIMING = "Banks usually show a refund in your account within 5–7 working days.";

/** Today as India's calendar has it, "YYYY-MM-DD": the day the staff's date fields mean. */
export const todayInIndia = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
