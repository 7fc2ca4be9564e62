// How a coupon and the prepaid offer take money off a cart, in integer paise
// (docs/product/promotions.md "Pricing order" and "Spreading a discount over the lines").
import { formatPaise, type Paise } from "./money";

export type DiscountKind = "percent" | "flat";

/** A coupon's terms as the pricing function needs them; whether it may be used at all (dates, uses, first order) is the server's check. */
export interface CouponTerms {
  code: string;
  kind: DiscountKind;
  /** Percent off (1-100) for "percent"; paise off for "flat". */
  value: number;
  /** A percentage takes at most this much off; null: no cap. Ignored for a flat amount. */
  maxDiscountPaise: Paise | null;
  /** The cart's goods (at their sale prices) must come to at least this; null: any cart. */
  minCartValuePaise: Paise | null;
  /** The coupon applies only to these products and categories; both empty: the whole cart. */
  productIds: readonly string[];
  categoryIds: readonly string[];
}

/** A discount for paying online instead of on delivery (the store's settings). */
export interface PrepaidOfferTerms {
  kind: DiscountKind;
  /** Percent off (1-100) for "percent"; paise off for "flat". */
  value: number;
  maxDiscountPaise: Paise | null;
}

/** Why a coupon the shopper holds takes nothing off this cart (the cart keeps the code). */
export type CouponShortfall = "below-minimum" | "not-applicable";

/** What `terms` take off `basePaise`: a percentage rounded down to the paisa and capped (the cap is a percentage's), or the flat amount; never more than the base. */
export function discountOn(basePaise: Paise, terms: Pick<CouponTerms, "kind" | "value" | "maxDiscountPaise">): Paise {
  if (basePaise <= 0) return 0;
  const raw = terms.kind === "percent" ? Math.floor((basePaise * terms.value) / 100) : terms.value;
  const capped = terms.kind === "percent" && terms.maxDiscountPaise !== null ? Math.min(raw, terms.maxDiscountPaise) : raw;
  return Math.max(0, Math.min(capped, basePaise));
}

/**
 * Spreads `discountPaise` over lines worth `lineValuesPaise`: each line gets its share in
 * proportion to its value, rounded down; the paise left over go to the largest line (then
 * the next largest, should a line be full), so the shares add up exactly and no line is
 * discounted below zero.
 */
export function spreadDiscount(discountPaise: Paise, lineValuesPaise: readonly Paise[]): Paise[] {
  const total = lineValuesPaise.reduce((sum, value) => sum + value, 0);
  if (discountPaise <= 0 || total <= 0) return lineValuesPaise.map(() => 0);
  const amount = Math.min(discountPaise, total);
  const shares = lineValuesPaise.map((value) => Math.floor((amount * value) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lineValuesPaise.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value || a.index - b.index);
  for (const { value, index } of largestFirst) {
    if (left === 0) break;
    const room = value - (shares[index] ?? 0);
    const take = Math.min(room, left);
    shares[index] = (shares[index] ?? 0) + take;
    left -= take;
  }
  return shares;
}

/** Whether a coupon limited to some products or categories covers a line. */
export function couponCovers(terms: Pick<CouponTerms, "productIds" | "categoryIds">, line: { productId?: string; categoryId?: string }): boolean {
  if (terms.productIds.length === 0 && terms.categoryIds.length === 0) return true;
  return (
    (line.productId !== undefined && terms.productIds.includes(line.productId)) ||
    (line.categoryId !== undefined && terms.categoryIds.includes(line.categoryId))
  );
}

/** Why a coupon held by the cart takes nothing off it, as the cart and checkout say. */
export function couponShortfallMessage(shortfall: CouponShortfall, minCartValuePaise: Paise | null, subtotalPaise: Paise): string {
  if (shortfall === "below-minimum" && minCartValuePaise !== null)
    return `Add items worth ${formatPaise(minCartValuePaise - subtotalPaise)} more to use this coupon: it needs a cart of ${formatPaise(minCartValuePaise)}.`;
  return "This coupon does not apply to the products in your cart.";
}
