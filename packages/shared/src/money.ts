/** Money is integer paise everywhere; rupees exist only at the edges (JSON and display). */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  // Round, not truncate: 19.99 * 100 is 1998.9999999999998 in floating point.
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const inrWhole = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** "₹1,23,456.00": Indian digit grouping, always two decimals (docs/product/storefront.md "Display constants"). */
export function formatPaise(paise: Paise): string {
  return inr.format(paise / 100);
}

/** Whole-rupee form for compact places such as product cards: "₹12,499". */
export function formatPaiseShort(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
}

export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}
