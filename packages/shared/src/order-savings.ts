// The discounts of a placed order as the shopper reads them, the same rows on the order page, in
// the order e-mail and (in paise) on the tax invoice (docs/product/promotions.md).
import type { OrderType } from "./orders";

export interface SavingRow {
  /** "Coupon DIWALI10", "Prepaid offer". */
  label: string;
  /** Rupees taken off (positive). */
  amount: number;
}

/** The label of a coupon's saving, naming its code. */
export const couponSavingLabel = (code: string | null) => (code ? `Coupon ${code}` : "Coupon");
/** The label of the prepaid offer's saving (online payment). */
export const PREPAID_SAVING_LABEL = "Prepaid offer";

/** The order's savings, coupon first, leaving out those of nothing. */
export function orderSavings(
  order: Pick<OrderType, "couponCode" | "couponDiscount" | "prepaidDiscount">,
): SavingRow[] {
  return [
    ...(order.couponDiscount > 0
      ? [{ label: couponSavingLabel(order.couponCode), amount: order.couponDiscount }]
      : []),
    ...(order.prepaidDiscount > 0 ? [{ label: PREPAID_SAVING_LABEL, amount: order.prepaidDiscount }] : []),
  ];
}

/** What the order's discounts took off altogether, in rupees (to the paisa). */
export const totalSaving = (order: Pick<OrderType, "couponDiscount" | "prepaidDiscount">) =>
  Math.round((order.couponDiscount + order.prepaidDiscount) * 100) / 100;
