import { formatPaise } from "@vayu/shared/money";
import type { OrderType } from "@vayu/shared/orders";
import { mailUser, queueUserMail } from "../../domains/accounts/user-mail";
import { removePurchasedLines } from "../../domains/cart/service";
import { keepHoldUntilPlaced, StockShortage, takeStock } from "../../domains/catalog/stock";
import { clearCartCoupon, useHeldRedemption } from "../../domains/promotions/index";
import { confirmCapturedPayment } from "../../domains/checkout/payment-confirmation";
import {
  claimRefund,
  getPaymentOrder,
  lockPaymentOrder,
  markFulfilled,
  markRefunded,
  recordPayment,
  type PaymentOrderRow,
} from "../../domains/checkout/payment-order-state";
import type { ProviderPayment } from "../../domains/checkout/provider";
import { isAccepted, requestRefund, wholePaymentRefundKey } from "../../domains/checkout/refunds";
import { deliveryWindow } from "../../domains/delivery/service";
import { createOrder } from "../../domains/orders/create-order";
import { orderConfirmationEmail, paymentRefundedEmail } from "../../domains/orders/order-mail";
import { orderLanguage, withOrderTitles } from "../../domains/orders/order-language";
import { findOrderByPaymentOrder } from "../../domains/orders/order-view";
import type { QueuedMail } from "../../mail/outbox";
import type { QueuedMessages } from "../../messaging/outbox";
import { queueOrderMessages } from "../order-tracking/order-messages";
import type { PurchaseDeps } from "./deps";
import { invoiceOrder } from "./invoice-order";
import { queueNewOrderNotice } from "./notify-staff";
import { releaseCheckout } from "./promotions";
import { currentMailStore } from "../../domains/settings/service";

/**
 * Completing a purchase (docs/purchase-flow.md, "Completing a purchase"): the steps that
 * turn a captured payment into exactly one order or exactly one refund, each safe to run
 * again, from the browser's verify, the webhook and the reconciler alike.
 *
 * 1. confirm   the provider vouches for the payment (never the browser)
 * 2. record    the state machine records it once; a replaced checkout goes to refund
 * 3. place     one transaction: take the held stock, write the order, empty the cart of it (not
 *              for Buy Now, docs/decisions/200-buy-now-alone.md), invoice it,
 *              queue the shopper's confirmation and the staff's notice
 *    undo:     when the stock is gone, the payment is refunded instead (step 4)
 * 4. refund    through the refund ledger, keyed by the payment, so never twice
 */

export type Fulfilment =
  /** `created` by this call, or the `existing` order of an earlier one: one order per payment. */
  | { outcome: "created" | "existing"; order: OrderType }
  /** The payment goes back to the shopper (or already went). */
  | { outcome: "refunded"; message: string }
  /** Not paid (yet): nothing to fulfil. */
  | { outcome: "unpaid" };

/** Steps 1 and 2, then 3 or 4. */
export async function completePurchase(
  deps: PurchaseDeps,
  paymentOrder: PaymentOrderRow,
  paymentId: string,
): Promise<Fulfilment> {
  const payment = await confirmCapturedPayment(deps.provider, paymentOrder, paymentId);
  const recorded = await recordPayment(deps.db, paymentOrder.id, payment);
  switch (recorded.outcome) {
    case "paid":
      await keepHoldUntilPlaced(deps.db, paymentOrder.id);
      return placePaidOrder(deps, paymentOrder.id);
    case "superseded":
      // Its stock went back when it was replaced (open-checkout.ts); only the money is left to return.
      return refundPaymentOrder(deps, recorded.paymentOrder);
    case "already":
      return placePaidOrder(deps, paymentOrder.id);
    case "another_payment":
      await refundSecondPayment(deps, recorded.paymentOrder, payment);
      return placePaidOrder(deps, paymentOrder.id);
  }
}

type Placement =
  | { next: "existing" | "unpaid" }
  | { next: "created"; order: OrderType; confirmation: QueuedMail; phoneMessages: QueuedMessages; staffNotice: QueuedMail }
  | { next: "refund"; paymentOrder: PaymentOrderRow };

/** Step 3 in one transaction: the payment order is locked, so one caller places the order. */
async function placeInTransaction(deps: PurchaseDeps, paymentOrderId: string): Promise<Placement> {
  return deps.db.transaction(async (tx) => {
    const paymentOrder = await lockPaymentOrder(tx, paymentOrderId);
    switch (paymentOrder.status) {
      case "fulfilled":
        return { next: "existing" };
      case "refund_pending":
      case "refunded":
        return { next: "refund", paymentOrder };
      case "paid":
        break;
      default:
        return { next: "unpaid" };
    }
    if (!paymentOrder.providerPaymentId)
      throw new Error(`paid payment order ${paymentOrderId} has no payment id`);
    await takeStock(tx, paymentOrder.id, paymentOrder.lines);
    const orderId = await createOrder(tx, {
      ...paymentOrder,
      codChargePaise: 0,
      // The checkout page's language; a checkout opened before it was kept gives the account's.
      locale: paymentOrder.locale ?? undefined,
      payment: {
        type: "Online",
        paymentOrderId: paymentOrder.id,
        providerOrderId: paymentOrder.providerOrderId,
        transactionId: paymentOrder.providerPaymentId,
        paymentMethod: paymentOrder.paymentMethod,
      },
      // Counted from now, when the order is placed, not from when the checkout opened.
      expectedDelivery: await deliveryWindow(tx, paymentOrder.address.zipCode),
    });
    // The coupon's held use becomes a use (docs/decisions/270-coupons.md).
    await useHeldRedemption(tx, paymentOrder.id, orderId, paymentOrder.amountPaise);
    if (!paymentOrder.buyNow) {
      await removePurchasedLines(
        tx,
        paymentOrder.userId,
        paymentOrder.lines,
      );
      await clearCartCoupon(tx, paymentOrder.userId);
    }
    await markFulfilled(tx, paymentOrder.id);
    await invoiceOrder(tx, orderId);
    const order = await findOrderByPaymentOrder(tx, paymentOrderId);
    if (!order) throw new Error(`order ${orderId} of payment order ${paymentOrderId} not found`);
    const language = await orderLanguage(tx, order);
    const confirmation = await queueUserMail(tx, deps.mailer, paymentOrder.userId, async (user) =>
      orderConfirmationEmail({
        to: user.email,
        name: user.name,
        order,
        publicUrl: deps.publicUrl,
        store: await currentMailStore(tx),
        language,
      }),
    );
    // The "placed" SMS/WhatsApp on the shopper's channels (docs/product/phone-messages.md).
    const phoneMessages = await queueOrderMessages(tx, deps, orderId, { kind: "Placed" });
    return { next: "created", order, confirmation, phoneMessages, staffNotice: await queueNewOrderNotice(tx, deps, order) };
  });
}

/** Step 3 for a recorded payment; its undo when the stock is gone. Safe to call any number of times. */
export async function placePaidOrder(deps: PurchaseDeps, paymentOrderId: string): Promise<Fulfilment> {
  let placement: Placement;
  try {
    placement = await placeInTransaction(deps, paymentOrderId);
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error;
    const title =
      (await getPaymentOrder(deps.db, paymentOrderId)).lines.find((l) => l.productId === error.productId)
        ?.title ?? "an item";
    const claimed = await claimRefund(
      deps.db,
      paymentOrderId,
      `${title} sold out before your order could be placed`,
    );
    // Another caller placed the order or claimed the refund first: report what it did.
    if (!claimed) return placePaidOrder(deps, paymentOrderId);
    await releaseCheckout(deps.db, paymentOrderId);
    return refundPaymentOrder(deps, claimed);
  }
  if (placement.next === "unpaid") return { outcome: "unpaid" };
  if (placement.next === "refund")
    return { outcome: "refunded", message: refundMessage(placement.paymentOrder) };
  if (placement.next === "created") {
    await deps.mailer.deliver(placement.confirmation);
    await deps.messages.deliver(placement.phoneMessages);
    await deps.mailer.deliver(placement.staffNotice);
    return { outcome: "created", order: placement.order };
  }
  const order = await findOrderByPaymentOrder(deps.db, paymentOrderId);
  if (!order) throw new Error(`fulfilled payment order ${paymentOrderId} has no order`);
  return { outcome: "existing", order };
}

function refundMessage(paymentOrder: PaymentOrderRow): string {
  const amount = formatPaise(paymentOrder.amountPaise);
  const reason = paymentOrder.failureReason ? `Sorry, ${paymentOrder.failureReason}. ` : "";
  return paymentOrder.status === "refunded"
    ? `${reason}Your payment of ${amount} has been refunded and will reach your account in 5–7 working days.`
    : `${reason}Your payment of ${amount} is secure and is being refunded.`;
}

/**
 * Step 4: refund_pending -> refunded once the provider accepts the refund. If it does not
 * (yet), the payment order stays refund_pending and the reconciler asks again; the shopper
 * is told either way, once.
 */
export async function refundPaymentOrder(deps: PurchaseDeps, pending: PaymentOrderRow): Promise<Fulfilment> {
  if (!pending.providerPaymentId) throw new Error(`payment order ${pending.id} has no payment to refund`);
  const refund = await requestRefund(deps, {
    key: wholePaymentRefundKey(pending.providerPaymentId),
    paymentOrderId: pending.id,
    providerPaymentId: pending.providerPaymentId,
    amountPaise: pending.amountPaise,
    reason: pending.failureReason ?? "your order could not be placed",
  });
  const moved = isAccepted(refund) ? await markRefunded(deps.db, pending.id) : undefined;
  const settled = moved ?? pending;
  const firstDelay = !isAccepted(refund) && refund.attempts === 1;
  if (moved || firstDelay) {
    deps.log.warn(
      { paymentOrderId: pending.id, refundId: refund.id, status: settled.status },
      "paid checkout not placed: refund asked for",
    );
    const store = await currentMailStore(deps.db);
    await mailUser(deps, settled.userId, (user) =>
      paymentRefundedEmail({
        store,
        to: user.email,
        name: user.name,
        reason: settled.failureReason ?? "your order could not be placed",
        amountPaise: settled.amountPaise,
        refunded: settled.status === "refunded",
        publicUrl: deps.publicUrl,
        language: withOrderTitles(user.language),
      }),
    );
  }
  return { outcome: "refunded", message: refundMessage(settled) };
}

/** A second captured payment for a checkout another payment already paid goes straight back. */
async function refundSecondPayment(
  deps: PurchaseDeps,
  paymentOrder: PaymentOrderRow,
  payment: ProviderPayment,
) {
  const refund = await requestRefund(deps, {
    key: wholePaymentRefundKey(payment.id),
    paymentOrderId: paymentOrder.id,
    providerPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    reason: "this order was already paid with another payment",
  });
  deps.log.warn(
    { paymentOrderId: paymentOrder.id, paymentId: payment.id, refundId: refund.id },
    "second payment for a paid checkout refunded",
  );
}
