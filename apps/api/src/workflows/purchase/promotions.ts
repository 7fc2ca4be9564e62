import { formatPaise, paiseToRupees } from "@vayu/shared/money";
import { priceCheckout, productLine, type CheckoutTotals, type PaymentChoice } from "@vayu/shared/pricing";
import type { DbOrTx } from "../../db/client";
import { conflict } from "../../http/errors";
import type { CartLine } from "../../domains/cart/cart-lines";
import type { PaymentLine } from "../../domains/checkout/tables";
import { cartCoupon, releaseHeldRedemption, type Shopper } from "../../domains/promotions/index";
import { releaseStock } from "../../domains/catalog/stock";
import type { StoreSettings } from "../../domains/settings/store-settings";
import { feesOf } from "../../domains/settings/store-settings";
import { freezeLine, refuseStaleTotal } from "./cart-checkout";

/** A purchase priced with the cart's coupon and, paid online, the store's prepaid offer (docs/product/promotions.md). */
export interface PricedPurchase {
  totals: CheckoutTotals;
  /** The coupon code that takes money off (its use is held or taken with the purchase); null: none. */
  couponCode: string | null;
  /** The lines frozen at their prices, each with its share of the discounts. */
  lines: PaymentLine[];
  shopper: Shopper;
}

async function priceLines(
  db: DbOrTx,
  shopper: Shopper,
  bought: readonly CartLine[],
  payment: PaymentChoice,
  settings: StoreSettings,
  buyNow: boolean,
) {
  const coupon = buyNow ? null : await cartCoupon(db, shopper);
  const totals = priceCheckout(
    bought.map(({ product, quantity }) => productLine(product, quantity)),
    payment,
    feesOf(settings),
    { coupon: coupon && !coupon.refusal ? coupon.terms : null, prepaidOffer: payment === "online" ? settings.prepaidOffer : null },
  );
  return { coupon, totals };
}

/** What paying online would take off these lines (the prepaid offer), as the checkout shows it; 0 without an offer. */
export async function prepaidSavingPaise(
  db: DbOrTx,
  userId: string,
  bought: readonly CartLine[],
  settings: StoreSettings,
  buyNow: boolean,
): Promise<number> {
  if (!settings.prepaidOffer) return 0;
  return (await priceLines(db, { userId }, bought, "online", settings, buyNow)).totals.prepaidDiscountPaise;
}

/**
 * Prices what is bought the way it is paid, with the cart's coupon (not for Buy Now, which
 * leaves the cart and its coupon aside) and the prepaid offer for online payment, and refuses
 * a total the shopper did not see: a coupon that no longer applies says why.
 */
export async function pricePurchase(
  db: DbOrTx,
  userId: string,
  bought: readonly CartLine[],
  payment: PaymentChoice,
  settings: StoreSettings,
  input: { amount: number; buyNow: boolean },
): Promise<PricedPurchase> {
  const shopper: Shopper = { userId };
  const { coupon, totals } = await priceLines(db, shopper, bought, payment, settings, input.buyNow);
  if (coupon?.refusal && Math.round(input.amount * 100) !== totals.totalPaise) {
    throw conflict(`${coupon.refusal} Your total is now ${formatPaise(totals.totalPaise)}. Please review your cart and try again.`, {
      amount: paiseToRupees(totals.totalPaise),
      field: "coupon",
    });
  }
  refuseStaleTotal(input.amount, totals.totalPaise);
  return {
    totals,
    couponCode: coupon && totals.couponDiscountPaise > 0 ? coupon.terms.code : null,
    lines: bought.map((line, i) => ({ ...freezeLine(line), discountPaise: totals.lineDiscountsPaise[i] ?? 0 })),
    shopper,
  };
}

/** A checkout given up (replaced, expired, failed, or its stock gone): its stock and its coupon's use go back. */
export async function releaseCheckout(db: DbOrTx, paymentOrderId: string): Promise<void> {
  await releaseStock(db, paymentOrderId);
  await releaseHeldRedemption(db, paymentOrderId);
}
