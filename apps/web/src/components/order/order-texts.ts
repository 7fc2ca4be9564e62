import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { OrderStatus, OrderType } from "@vayu/shared/orders";

/** Each status as the shopper reads it in the page's language; the value stays the API's English. */
const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  "Awaiting confirmation": msg`Awaiting confirmation`,
  Placed: msg`Placed`,
  Packed: msg`Packed`,
  Shipped: msg`Shipped`,
  "Out for delivery": msg`Out for delivery`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  "Return requested": msg`Return requested`,
  Returned: msg`Returned`,
  Refunded: msg`Refunded`,
  "Returned to origin": msg`Returned to origin`,
};

const METHOD_NAMES: Record<string, MessageDescriptor> = {
  upi: msg`UPI`,
  card: msg`Card`,
  netbanking: msg`Net banking`,
  wallet: msg`Wallet`,
  emi: msg`EMI`,
};

const ONLINE = msg`Online`;
const CASH_ON_DELIVERY = msg`Cash on delivery`;
const TO_PAY = msg`To pay on delivery`;
const NOTHING_PAID = msg`Total (nothing paid)`;
const TOTAL_PAID = msg`Total paid`;

/**
 * An order's status, payment and total's label in the page's language (docs/product/http-contract.md
 * "Languages"): the shopper's order pages and /track; the staff console reads them in English.
 */
export function useOrderTexts() {
  const { i18n } = useLingui();
  return {
    status: (status: OrderStatus) => i18n._(STATUS_NAMES[status]),
    /** "Online · UPI", or "Cash on delivery". */
    payment(order: Pick<OrderType, "paymentMethod" | "paymentType">): string {
      if (order.paymentType === "COD") return i18n._(CASH_ON_DELIVERY);
      const known = order.paymentMethod ? METHOD_NAMES[order.paymentMethod] : undefined;
      const method = known ? i18n._(known) : order.paymentMethod;
      return method ? `${i18n._(ONLINE)} · ${method}` : i18n._(ONLINE);
    },
    /** The label of an order's total: paid, or still to be paid at the door. */
    totalLabel(order: Pick<OrderType, "amountDue" | "paymentType" | "paymentCollectedAt">): string {
      if (order.amountDue > 0) return i18n._(TO_PAY);
      // A COD order cancelled or returned to origin before its cash was collected (docs/decisions/306-return-to-origin.md).
      return i18n._(order.paymentType === "COD" && !order.paymentCollectedAt ? NOTHING_PAID : TOTAL_PAID);
    },
  };
}
