import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import type { AddressType } from "@vayu/shared/addresses";
import type { CartType } from "@vayu/shared/cart";
import type { BuyNowLineType, CheckoutSuccess, PaymentOrderResponseType } from "@vayu/shared/checkout";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useLocale, useMessages } from "../../lib/i18n";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { showPlacedOrder } from "./placed-order";
import type { PaymentCallbacks, PaymentPrefill } from "./payment/payment-window";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { useRefreshAfterOrder } from "./useRefreshAfterOrder";

export type PaymentStage = "idle" | "opening" | "paying" | "confirming";

/** The sandbox dialog to show: the provider order and the callbacks of this attempt. */
export interface SandboxAttempt extends PaymentCallbacks {
  order: PaymentOrderResponseType;
  prefill: PaymentPrefill;
}

// Loaded when the shopper pays, not with the checkout page (docs/decisions/177-lean-first-load.md).
const orderCalls = () => import("./order-calls");

const PAYMENT_FAILED = msg`Payment failed`;
const WINDOW_UNAVAILABLE = msg`The payment window could not be opened. Check your connection and try again.`;

/**
 * docs/product/storefront.md "Behaviour", checkout: Deliver Here opens a payment order, the provider's
 * window takes the payment, then the payment is verified and becomes the order. A failed
 * or dismissed payment changes nothing: the cart stays as it was. With a Buy Now line, that
 * line is paid for instead of the cart (docs/decisions/200-buy-now-alone.md). `refreshOrders` is how the
 * page has My Orders fetched again once an order may exist.
 */
export function useCheckoutPayment({ refreshOrders }: { refreshOrders: () => void }) {
  const { i18n } = useLingui();
  const messages = useMessages(buyingMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const { refreshCart, refreshCartAndOrders } = useRefreshAfterOrder(refreshOrders);
  const session = useSession();
  const { storeName } = useStoreSettings();
  const [stage, setStage] = useState<PaymentStage>("idle");
  const [sandbox, setSandbox] = useState<SandboxAttempt | null>(null);
  // What the attempt started from (Deliver Here, disabled meanwhile): focus goes back there
  // when the attempt ends without an order, instead of being left on the page body.
  const startedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (stage !== "idle" || !startedFrom.current) return;
    startedFrom.current.focus();
    startedFrom.current = null;
  }, [stage]);

  function endAttempt() {
    setSandbox(null);
    setStage("idle");
  }

  async function completeOrder(payment: CheckoutSuccess, cart: CartType, address: AddressType, totalAmount: number) {
    setSandbox(null);
    setStage("confirming");
    // Loaded already: the attempt opened its payment order with them.
    const { verifyPayment, placeOrder } = await orderCalls();
    const verification = await verifyPayment(payment);
    if (verification !== "verified") {
      toast.error(
        verification === "rejected"
          ? messages.checkout.verificationFailed
          : messages.checkout.verificationError,
      );
      endAttempt();
      return;
    }
    let orderId: string;
    try {
      const { order } = await placeOrder({
        products: cart.items.map((item) => ({ product: item.product._id, quantity: item.quantity })),
        order_id: payment.razorpay_order_id,
        totalAmount,
        address: address._id,
        paymentType: "Online",
        transactionId: payment.razorpay_payment_id,
      });
      orderId = order._id;
    } catch {
      // The payment is captured: the provider's webhook still turns it into the order.
      toast.error(messages.checkout.orderFailedAfterPayment);
      refreshCartAndOrders();
      endAttempt();
      return;
    }
    toast.success(messages.checkout.orderPlaced);
    showPlacedOrder(navigate, orderId, locale);
    refreshCartAndOrders();
  }

  /** `totalAmount`: the online total Price Details shows (the prepaid offer taken off), the amount the server must agree to. */
  async function start(cart: CartType, address: AddressType, totalAmount: number, buyNow?: BuyNowLineType) {
    startedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setStage("opening");
    let order: PaymentOrderResponseType;
    try {
      const { createPaymentOrder } = await orderCalls();
      order = await createPaymentOrder({ amount: totalAmount, address: address._id, ...(buyNow ? { buyNow } : {}) });
    } catch (error) {
      // The server's reason (a price change, an item out of stock) helps the shopper fix it.
      toast.error(messages.checkout.placeOrderFailed, { description: errorMessage(error, "") || undefined });
      refreshCart();
      setStage("idle");
      return;
    }

    const prefill: PaymentPrefill = {
      name: address.name,
      email: session?.user.email ?? "",
      contact: address.mobile,
    };
    const callbacks: PaymentCallbacks = {
      onPaid: (payment) => void completeOrder(payment, cart, address, totalAmount),
      onFailed: (description) => toast.error(i18n._(PAYMENT_FAILED), { description }),
      onDismiss: endAttempt,
    };
    setStage("paying");
    if (order.provider === "sandbox") {
      setSandbox({
        order,
        prefill,
        ...callbacks,
        // Unlike Razorpay's window, the sandbox dialog closes after a failed attempt.
        onFailed: (description) => {
          callbacks.onFailed(description);
          endAttempt();
        },
      });
      return;
    }
    try {
      const { openRazorpayCheckout } = await orderCalls();
      await openRazorpayCheckout(order, prefill, callbacks, storeName);
    } catch {
      toast.error(messages.checkout.placeOrderFailed, { description: i18n._(WINDOW_UNAVAILABLE) });
      setStage("idle");
    }
  }

  return { stage, sandbox, start };
}
