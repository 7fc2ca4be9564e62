// What refunding units of an order line pays back, in integer paise (docs/product/promotions.md
// "Refunding part of a discounted line"): the server refunds it and the staff console suggests it.
import type { Paise } from "./money";

/** A line as it was bought: its unit price, its units, and its share of the order's discount (all units together). */
export interface LineAsBought {
  unitPricePaise: Paise;
  quantity: number;
  discountPaise: Paise;
}

/** What the shopper paid for the line: unit price × quantity less its share of the discount. */
export const linePaidPaise = (line: LineAsBought): Paise =>
  line.unitPricePaise * line.quantity - line.discountPaise;

/**
 * What refunding `units` of the line pays back, given the units not yet refunded and what the
 * line's earlier refunds paid: the line's paid value × units ÷ its quantity, rounded down to
 * the paisa, and for the line's last units whatever is left of its paid value. A line is never
 * refunded more than was paid for it (0 when nothing is left).
 */
export function lineRefundPaise(
  line: LineAsBought,
  units: number,
  unitsLeft: number,
  refundedPaise: Paise,
): Paise {
  const left = Math.max(0, linePaidPaise(line) - refundedPaise);
  if (units >= unitsLeft) return left;
  return Math.min(left, Math.floor((linePaidPaise(line) * units) / line.quantity));
}
