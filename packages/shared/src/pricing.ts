import type { ProductType } from "./catalog";
import { couponCovers, discountOn, spreadDiscount, type CouponShortfall, type CouponTerms, type PrepaidOfferTerms } from "./discounts";
import { rupeesToPaise, type Paise } from "./money";

/**
 * The store's delivery and cash-on-delivery fees, from its settings (docs/decisions/183-store-settings.md;
 * the demo's are a flat ₹5 delivery and ₹70 for COD below ₹500, docs/product/policies.md "Pricing").
 */
export interface DeliveryFees {
  deliveryFeePaise: Paise;
  /** Delivery costs nothing when the goods come to this much or more; null: never free. */
  freeDeliveryFromPaise: Paise | null;
  codChargePaise: Paise;
  /** The COD charge applies when the goods come to less than this. */
  codChargeBelowPaise: Paise;
}

/** The delivery fee of a cart whose goods come to `subtotalPaise`: none for an empty cart. */
export function shippingPaise(subtotalPaise: Paise, itemCount: number, fees: DeliveryFees): Paise {
  if (itemCount === 0) return 0;
  const free = fees.freeDeliveryFromPaise !== null && subtotalPaise >= fees.freeDeliveryFromPaise;
  return free ? 0 : fees.deliveryFeePaise;
}

export interface PricedLineInput {
  pricePaise: Paise;
  salePricePaise?: Paise | null;
  quantity: number;
  /** For coupons limited to some products or categories. */
  productId?: string;
  categoryId?: string;
}

/** What may take money off a cart: the coupon the shopper applied and the store's prepaid offer. */
export interface Promotions {
  coupon?: CouponTerms | null;
  prepaidOffer?: PrepaidOfferTerms | null;
}

export interface CartTotals {
  subtotalPaise: Paise;
  /** What the coupon takes off the goods (0 without one, or when it does not apply). */
  couponDiscountPaise: Paise;
  shippingPaise: Paise;
  totalPaise: Paise;
  /** What the sale prices take off the list prices; shown as "You save", never charged. */
  savingsPaise: Paise;
  /** Why the coupon held takes nothing off; null when it does, or without a coupon. */
  couponShortfall: CouponShortfall | null;
}

/** The price a shopper pays for one unit: the sale price when there is one. */
export function unitPricePaise(line: Pick<PricedLineInput, "pricePaise" | "salePricePaise">): Paise {
  return line.salePricePaise ?? line.pricePaise;
}

/** A line of the contract's Product (rupees) as a pricing input (paise). */
export function productLine(
  product: Pick<ProductType, "_id" | "price" | "salePrice" | "category">,
  quantity: number,
): PricedLineInput {
  return {
    pricePaise: rupeesToPaise(product.price),
    salePricePaise: product.salePrice === undefined ? null : rupeesToPaise(product.salePrice),
    quantity,
    productId: product._id,
    categoryId: product.category._id,
  };
}

/** What one line costs: unit price times quantity. */
export function lineTotalPaise(line: PricedLineInput): Paise {
  return unitPricePaise(line) * line.quantity;
}

/** What a line's sale price takes off its list price: (price − sale price) × quantity, 0 off sale. */
export function lineSavingsPaise(line: PricedLineInput): Paise {
  return (line.pricePaise - unitPricePaise(line)) * line.quantity;
}

function couponOn(lines: readonly PricedLineInput[], subtotalPaise: Paise, coupon: CouponTerms | null | undefined) {
  if (!coupon) return { discountPaise: 0, lineShares: lines.map(() => 0), shortfall: null };
  const covered = lines.map((line) => (couponCovers(coupon, line) ? lineTotalPaise(line) : 0));
  const coveredPaise = covered.reduce((sum, value) => sum + value, 0);
  const shortfall: CouponShortfall | null =
    coveredPaise === 0 ? "not-applicable" : coupon.minCartValuePaise !== null && subtotalPaise < coupon.minCartValuePaise ? "below-minimum" : null;
  if (shortfall) return { discountPaise: 0, lineShares: lines.map(() => 0), shortfall };
  const discountPaise = discountOn(coveredPaise, coupon);
  return { discountPaise, lineShares: spreadDiscount(discountPaise, covered), shortfall };
}

/**
 * The cart before the shopper chooses how to pay: goods at their sale prices, less the
 * coupon, plus delivery (charged on the goods after the coupon). An empty cart costs nothing.
 */
export function priceCart(lines: readonly PricedLineInput[], fees: DeliveryFees, promotions: Promotions = {}): CartTotals {
  const { couponDiscountPaise, shippingPaise: shipping, subtotalPaise, savingsPaise, couponShortfall } = priceCheckout(lines, "undecided", fees, promotions);
  return { subtotalPaise, couponDiscountPaise, shippingPaise: shipping, totalPaise: subtotalPaise - couponDiscountPaise + shipping, savingsPaise, couponShortfall };
}

export type PaymentChoice = "online" | "cod";

export interface CheckoutTotals extends CartTotals {
  /** What paying online takes off (the prepaid offer); 0 for cash on delivery. */
  prepaidDiscountPaise: Paise;
  /** Coupon plus prepaid offer: the order's discount. */
  discountPaise: Paise;
  codChargePaise: Paise;
  /** Each line's part of `discountPaise`, in the lines' order; they add up to it exactly. */
  lineDiscountsPaise: Paise[];
}

/**
 * Cash on delivery (docs/decisions/141-cash-on-delivery.md): the settings' charge when the
 * goods (after the coupon) come to less than its threshold, nothing from there; delivery is charged either way.
 */
export function codChargePaise(goodsPaise: Paise, fees: DeliveryFees): Paise {
  return goodsPaise > 0 && goodsPaise < fees.codChargeBelowPaise ? fees.codChargePaise : 0;
}

/**
 * The one pricing function of the store (docs/product/promotions.md "Pricing order"): the
 * cart page, the checkout and the server all call it, so what is shown is what is charged.
 * Lines at their sale prices, then the coupon, then the prepaid offer (online only), then
 * delivery and the COD charge, whose thresholds look at the goods after the coupon: the
 * way of paying never changes the delivery fee.
 */
export function priceCheckout(
  lines: readonly PricedLineInput[],
  /** "undecided": the cart page, before the shopper picks a way to pay (no prepaid offer, no COD charge). */
  payment: PaymentChoice | "undecided",
  fees: DeliveryFees,
  promotions: Promotions = {},
): CheckoutTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  const savingsPaise = lines.reduce((sum, line) => sum + lineSavingsPaise(line), 0);
  const coupon = couponOn(lines, subtotalPaise, promotions.coupon);
  const afterCoupon = lines.map((line, i) => lineTotalPaise(line) - (coupon.lineShares[i] ?? 0));
  const goodsPaise = subtotalPaise - coupon.discountPaise;
  const prepaidDiscountPaise = payment === "online" && promotions.prepaidOffer ? discountOn(goodsPaise, promotions.prepaidOffer) : 0;
  const prepaidShares = spreadDiscount(prepaidDiscountPaise, afterCoupon);
  const shipping = shippingPaise(goodsPaise, lines.length, fees);
  const codCharge = payment === "cod" ? codChargePaise(goodsPaise, fees) : 0;
  const discountPaise = coupon.discountPaise + prepaidDiscountPaise;
  return {
    subtotalPaise,
    couponDiscountPaise: coupon.discountPaise,
    prepaidDiscountPaise,
    discountPaise,
    shippingPaise: shipping,
    codChargePaise: codCharge,
    totalPaise: subtotalPaise - discountPaise + shipping + codCharge,
    savingsPaise,
    couponShortfall: coupon.shortfall,
    lineDiscountsPaise: lines.map((_, i) => (coupon.lineShares[i] ?? 0) + (prepaidShares[i] ?? 0)),
  };
}
