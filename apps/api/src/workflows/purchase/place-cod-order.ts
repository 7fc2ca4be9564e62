import type { Locale } from "@vayu/shared/locale";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { codRefusal, MAX_OPEN_COD_ORDERS, tooManyOpenCodOrders } from "@vayu/shared/cod";
import { notDeliveredTo } from "@vayu/shared/pincode";
import { messages } from "@vayu/shared/messages";
import type { CodOrderInput, OrderType } from "@vayu/shared/orders";
import type { Tx } from "../../db/client";
import { badRequest, conflict } from "../../http/errors";
import { queueUserMail } from "../../domains/accounts/user-mail";
import type { CartLine } from "../../domains/cart/cart-lines";
import { removePurchasedLines } from "../../domains/cart/service";
import { StockShortage, takeStock, type StockLine } from "../../domains/catalog/stock";
import { clearCartCoupon, redeemCoupon } from "../../domains/promotions/index";
import { findOpenPaymentOrders, supersede } from "../../domains/checkout/payment-order-state";
import { deliveryWindow, pincodeTerms } from "../../domains/delivery/service";
import { countOpenCodOrders, findRecentCodOrder } from "../../domains/orders/cod-orders";
import { createOrder } from "../../domains/orders/create-order";
import { orderConfirmationEmail } from "../../domains/orders/order-mail";
import { orderLanguage } from "../../domains/orders/order-language";
import { findOrderByIdempotencyKey, findOrders } from "../../domains/orders/order-view";
import { orders } from "../../domains/orders/tables";
import { deliveryAddress, linesToBuy, lockShopper, refuseUnavailableLines, shortageMessage } from "./cart-checkout";
import { prepaidSavingPaise, pricePurchase, releaseCheckout } from "./promotions";
import { codShopperReason } from "@vayu/shared/cod-rules";
import { judgeCodCase, logCodDecision } from "../../domains/cod-rules/index";
import { savingText } from "./cod-eligibility";
import type { PurchaseDeps } from "./deps";
import { invoiceOrder } from "./invoice-order";
import { queueNewOrderNotice } from "./notify-staff";
import { queueOrderMessages } from "../order-tracking/order-messages";
import { answerLinkUrls } from "../order-tracking/order-link";
import { currentMailStore, getSettings } from "../../domains/settings/service";

/** How long after a COD order a repeat of its submit is recognised as the same order (409 with its id). */
const REPEAT_WINDOW_MS = 30 * 60_000;

/** The lines the client says it orders, one per product (a product named twice counts once, with both quantities). */
function claimedLines(products: CodOrderInput["products"]): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const { product, quantity } of products)
    byProduct.set(product, (byProduct.get(product) ?? 0) + quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

function describes(claimed: readonly StockLine[], bought: readonly CartLine[]): boolean {
  return (
    claimed.length === bought.length &&
    bought.every((line) =>
      claimed.some((c) => c.productId === line.product._id && c.quantity === line.quantity),
    )
  );
}

/**
 * The request must describe what it buys: the Buy Now line, or the caller's cart as it is now.
 * When it does not describe the cart, it is most likely a repeat of a submit that already
 * became an order (double click, retry): 409 with that order's id, so the client shows it
 * instead of placing another.
 */
async function refuseOtherThanBought(
  tx: Tx,
  userId: string,
  claimed: readonly StockLine[],
  { lines: cart, buyNow }: { lines: readonly CartLine[]; buyNow: boolean },
) {
  if (describes(claimed, cart)) return;
  if (buyNow) throw conflict("products must be the one product bought with Buy Now.", { field: "products" });
  const placed = await findRecentCodOrder(tx, userId, claimed, new Date(Date.now() - REPEAT_WINDOW_MS));
  if (placed)
    throw conflict(`This cart is already your order #${placed.orderNumber}.`, { orderId: placed.id });
  if (cart.length === 0) throw badRequest(messages.checkout.noCartData);
  throw conflict("Your cart has changed since you opened the checkout. Please review it and try again.", {
    field: "products",
  });
}

/**
 * Settles the shopper's online checkouts before their cart is ordered cash on delivery:
 * one still waiting for payment is superseded and its stock given back (a payment that
 * arrives for it later is refunded, docs/purchase-flow.md); one already paid is becoming
 * its own order, so COD is refused rather than ordering the same cart twice.
 */
async function settleOnlineCheckouts(tx: Tx, userId: string) {
  for (const checkout of await findOpenPaymentOrders(tx, userId)) {
    if (checkout.status === "paid") {
      throw conflict(
        "Your online payment for this cart has just been received and is becoming your order. Please check My Orders.",
      );
    }
    if (await supersede(tx, checkout.id)) await releaseCheckout(tx, checkout.id);
  }
}

/**
 * POST /order with paymentType "COD" (docs/decisions/141-cash-on-delivery.md): the caller's
 * cart is ordered at once, to be paid in cash at the door.
 *
 * One transaction under the shopper's lock (the one opening a checkout takes), so a double
 * submit or a second tab waits and then finds the order already placed:
 * 0. a repeat of a request with the same Idempotency-Key gets the order it placed; Buy Now,
 *    which leaves the cart as it was, needs one (docs/decisions/200-buy-now-alone.md)
 * 1. the request describes what it buys: the Buy Now line, or the cart (else 409 with the
 *    order a repeat already placed)
 * 2. price it with the COD charge; refuse a stale total, a pincode without COD, a total
 *    over the settings' COD limit, a shopper with too many COD orders still on their way, and
 *    an order the store's COD rules refuse (409 with the checkout's reason, logged)
 * 3. settle the shopper's online checkout (supersede it, release its hold)
 * 4. take the stock, product rows locked, all or nothing
 * 5. createOrder, the same step that places a paid order; empty the cart of it (not for Buy
 *    Now); invoice it; queue the e-mail and phone messages asking the shopper to confirm it
 *    (it is Awaiting confirmation, docs/decisions/305-cod-confirmation.md) and the staff's
 *    notice (COD, the cash to collect), sent after commit
 */
export async function placeCodOrder(
  deps: PurchaseDeps,
  userId: string,
  body: CodOrderInput,
  idempotencyKey?: string,
  locale?: Locale,
): Promise<OrderType> {
  const buyNow = body.buyNow !== undefined;
  if (buyNow && !idempotencyKey) throw badRequest("An Idempotency-Key header is needed to buy one product on its own.");
  const settings = await getSettings(deps.db);
  const placement = await deps.db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    if (idempotencyKey) {
      const repeat = await findOrderByIdempotencyKey(tx, userId, idempotencyKey);
      if (repeat) return { order: repeat };
    }
    const bought = await linesToBuy(tx, userId, body.buyNow);
    await refuseOtherThanBought(tx, userId, claimedLines(body.products), { lines: bought, buyNow });
    refuseUnavailableLines(bought, buyNow);
    const priced = await pricePurchase(tx, userId, bought, "cod", settings, { amount: body.totalAmount, buyNow });
    const { totals } = priced;
    const address = await deliveryAddress(tx, userId, body.address);
    const terms = await pincodeTerms(tx, address.zipCode);
    // No delivery at all is the address's fault, as an online checkout says; no cash there, the payment type's.
    if (terms?.serviceable === false) throw badRequest(notDeliveredTo(address.zipCode), { field: "address" });
    const refusal = codRefusal({
      pincode: address.zipCode,
      terms,
      totalPaise: totals.totalPaise,
      limitPaise: settings.codLimitPaise,
    });
    if (refusal) throw badRequest(refusal, { field: "paymentType" });
    if ((await countOpenCodOrders(tx, userId)) >= MAX_OPEN_COD_ORDERS) throw conflict(tooManyOpenCodOrders);
    // The store's COD rules, as the checkout asked them (docs/decisions/307-cod-rules-at-checkout.md).
    const codCase = { userId, pincode: address.zipCode, totalPaise: totals.totalPaise };
    const verdict = await judgeCodCase(tx, settings, codCase);
    if (!verdict.available) {
      // Logged, and the transaction (which changed nothing) commits, so staff see the refusal.
      await logCodDecision(tx, codCase, verdict);
      const saving = await prepaidSavingPaise(tx, userId, bought, settings, buyNow);
      return { refused: codShopperReason(verdict, savingText(saving)) };
    }

    await settleOnlineCheckouts(tx, userId);
    const lines = priced.lines;
    try {
      // A COD order holds nothing: the holder id is new, so every other shopper's hold counts against it.
      await takeStock(tx, randomUUID(), lines);
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      const title = lines.find((l) => l.productId === error.productId)?.title ?? "An item";
      throw conflict(shortageMessage(title, error.available, buyNow), { productId: error.productId });
    }
    const expectedDelivery = await deliveryWindow(tx, address.zipCode);
    const id = await createOrder(tx, {
      userId,
      ...totals,
      couponCode: priced.couponCode,
      amountPaise: totals.totalPaise,
      address,
      lines,
      payment: { type: "COD", idempotencyKey: idempotencyKey ?? null },
      expectedDelivery,
      locale,
    });
    // Cash on delivery: the coupon is used at once, its row locked while counting (docs/decisions/270-coupons.md).
    if (priced.couponCode)
      await redeemCoupon(tx, priced.couponCode, priced.shopper, { orderId: id, orderTotalPaise: totals.totalPaise }, totals.couponDiscountPaise);
    if (!buyNow) {
      await removePurchasedLines(
        tx,
        userId,
        lines,
      );
      await clearCartCoupon(tx, userId);
    }
    await logCodDecision(tx, codCase, verdict, id);
    await invoiceOrder(tx, id);
    const [placed] = await findOrders(tx, eq(orders.id, id));
    if (!placed) throw new Error(`COD order ${id} not found in its own transaction`);
    const hours = settings.codConfirmHours;
    const language = await orderLanguage(tx, placed);
    const answerLinks = await answerLinkUrls(deps.publicUrl, id, deps.linkSecret, language.locale);
    const mail = await queueUserMail(tx, deps.mailer, userId, async (user) =>
      orderConfirmationEmail({
        to: user.email,
        name: user.name,
        order: placed,
        publicUrl: deps.publicUrl,
        store: await currentMailStore(tx),
        confirmation: { ...answerLinks, hours },
        language,
      }),
    );
    const phoneMessages = await queueOrderMessages(tx, deps, id, { kind: "Awaiting confirmation", hours });
    return { order: placed, mails: [mail, await queueNewOrderNotice(tx, deps, placed)], phoneMessages };
  });
  if (placement.refused) throw conflict(placement.refused, { field: "paymentType" });
  for (const mail of placement.mails ?? []) await deps.mailer.deliver(mail);
  if (placement.phoneMessages) await deps.messages.deliver(placement.phoneMessages);
  if (!placement.order) throw new Error("COD placing ended without an order");
  return placement.order;
}
