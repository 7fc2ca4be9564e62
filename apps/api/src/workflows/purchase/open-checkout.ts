import { createHash, randomUUID } from "node:crypto";
import type { PaymentOrderResponseType } from "@vayu/shared/checkout";
import { paiseToRupees } from "@vayu/shared/money";
import type { Locale } from "@vayu/shared/locale";
import { messages } from "@vayu/shared/messages";
import { notDeliveredTo } from "@vayu/shared/pincode";
import { badRequest, conflict, HttpError } from "../../http/errors";
import type { BuyNowLineType } from "@vayu/shared/checkout";
import { reserveStock, StockShortage } from "../../domains/catalog/stock";
import { redeemCoupon } from "../../domains/promotions/index";
import {
  countUnpaidSince,
  findLivePaymentOrder,
  supersede,
  type PaymentOrderRow,
} from "../../domains/checkout/payment-order-state";
import { ProviderError } from "../../domains/checkout/provider";
import { pincodeTerms } from "../../domains/delivery/service";
import { paymentOrders, type AddressSnapshot, type PaymentLine } from "../../domains/checkout/tables";
import { deliveryAddress, linesToBuy, lockShopper, refuseUnavailableLines, shortageMessage } from "./cart-checkout";
import { pricePurchase, releaseCheckout } from "./promotions";
import type { PurchaseDeps } from "./deps";
import { getSettings } from "../../domains/settings/service";

/** Unpaid checkouts a shopper may open within one reservation window (docs/decisions/052-payment-order-limits.md). */
export const MAX_UNPAID_CHECKOUTS = 5;

/**
 * Same lines at the same prices, same amount, same address, bought the same way (the cart, or
 * Buy Now, which leaves the cart as it is): the same checkout.
 */
function checkoutFingerprint(
  lines: readonly PaymentLine[],
  amountPaise: number,
  address: AddressSnapshot,
  buyNow: boolean,
): string {
  const key = JSON.stringify({
    lines: [...lines].sort((a, b) => a.productId.localeCompare(b.productId)),
    amountPaise,
    address,
    ...(buyNow && { buyNow }),
  });
  return createHash("sha256").update(key).digest("base64url");
}

function answer(deps: PurchaseDeps, row: PaymentOrderRow): PaymentOrderResponseType {
  const discountPaise = row.couponDiscountPaise + row.prepaidDiscountPaise;
  return {
    totals: {
      subtotal: paiseToRupees(row.subtotalPaise),
      discount: paiseToRupees(discountPaise),
      shipping: paiseToRupees(row.shippingPaise),
      codCharge: 0,
      total: paiseToRupees(row.amountPaise),
    },
    coupon: row.couponCode ? { code: row.couponCode, discount: paiseToRupees(row.couponDiscountPaise) } : null,
    prepaidDiscount: paiseToRupees(row.prepaidDiscountPaise),
    id: row.providerOrderId,
    amount: row.amountPaise,
    currency: "INR",
    key: deps.provider.keyId,
    provider: deps.provider.name,
    reservedUntil: row.reservedUntil.toISOString(),
  };
}

/**
 * Opens the checkout of the caller's cart, or of one product with `buyNow` (docs/decisions/200-buy-now-alone.md):
 * one live payment order per shopper, its stock held for the reservation window
 * (docs/purchase-flow.md, "Opening a checkout").
 *
 * 1. Price the cart on the server; refuse a stale total, stock that is not there, or an
 *    address the store does not deliver to.
 * 2. The shopper's live checkout of this very cart answers again.
 * 3. Open a provider order. No money moves yet, so nothing needs undoing if a later step
 *    fails: an unpaid provider order is simply never paid.
 * 4. Under the shopper's lock: supersede their older checkout and give back its stock,
 *    hold this one's stock (all or nothing), record the payment order.
 */
export async function openCheckout(
  deps: PurchaseDeps,
  userId: string,
  input: { amount: number; address?: string; buyNow?: BuyNowLineType },
  locale: Locale = "en",
): Promise<PaymentOrderResponseType> {
  const buyNow = input.buyNow !== undefined;
  const lines = await linesToBuy(deps.db, userId, input.buyNow);
  if (lines.length === 0) throw badRequest(messages.checkout.noCartData);
  refuseUnavailableLines(lines, buyNow);
  const priced = await pricePurchase(deps.db, userId, lines, "online", await getSettings(deps.db), { amount: input.amount, buyNow });
  const { totals } = priced;
  const address = await deliveryAddress(deps.db, userId, input.address);
  if ((await pincodeTerms(deps.db, address.zipCode))?.serviceable === false) {
    throw badRequest(notDeliveredTo(address.zipCode), { field: "address" });
  }
  const frozen = priced.lines;
  const fingerprint = checkoutFingerprint(frozen, totals.totalPaise, address, buyNow);

  const live = await findLivePaymentOrder(deps.db, userId);
  if (live?.cartFingerprint === fingerprint) return answer(deps, live);

  const id = randomUUID();
  let providerOrder;
  try {
    providerOrder = await deps.provider.createOrder({
      amountPaise: totals.totalPaise,
      currency: "INR",
      receipt: id,
      notes: { paymentOrderId: id, userId },
    });
  } catch (error) {
    if (error instanceof ProviderError)
      throw new HttpError(
        502,
        "The payment service is not reachable right now. Nothing was charged; please try again in a minute.",
      );
    throw error;
  }

  const reservedUntil = new Date(Date.now() + deps.reservationMs);
  return deps.db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const current = await findLivePaymentOrder(tx, userId);
    if (current?.cartFingerprint === fingerprint) return answer(deps, current);
    if (
      (await countUnpaidSince(tx, userId, new Date(Date.now() - deps.reservationMs))) >= MAX_UNPAID_CHECKOUTS
    ) {
      throw new HttpError(
        429,
        "You have started several payments in the last few minutes. Please finish one, or wait a few minutes and try again.",
      );
    }
    if (current && (await supersede(tx, current.id))) await releaseCheckout(tx, current.id);
    try {
      await reserveStock(tx, { holderId: id, userId }, frozen, reservedUntil);
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      const title = frozen.find((l) => l.productId === error.productId)?.title ?? "An item";
      throw conflict(shortageMessage(title, error.available, buyNow), { productId: error.productId });
    }
    const [row] = await tx
      .insert(paymentOrders)
      .values({
        id,
        provider: deps.provider.name,
        providerOrderId: providerOrder.id,
        userId,
        lines: frozen,
        address,
        subtotalPaise: totals.subtotalPaise,
        shippingPaise: totals.shippingPaise,
        couponCode: priced.couponCode,
        couponDiscountPaise: totals.couponDiscountPaise,
        prepaidDiscountPaise: totals.prepaidDiscountPaise,
        amountPaise: totals.totalPaise,
        currency: "INR",
        cartFingerprint: fingerprint,
        buyNow,
        locale,
        reservedUntil,
      })
      .returning();
    // The coupon's use is held with the checkout, its row locked while counting (docs/decisions/270-coupons.md).
    if (priced.couponCode) await redeemCoupon(tx, priced.couponCode, priced.shopper, { paymentOrderId: id }, totals.couponDiscountPaise);
    return answer(deps, row!);
  });
}
