import type { CheckoutSuccess, PaymentFailureType, PaymentOrderResponseType } from "@vayu/shared/checkout";
import type { PaymentCallbacks, PaymentPrefill } from "./payment-window";

const CHECKOUT_JS = "https://checkout.razorpay.com/v1/checkout.js";
const BRAND_COLOR = "#0b5fff";

/** The options of Razorpay Standard Checkout that we use (docs/product/payments.md "Checkout window"). */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: PaymentPrefill;
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  on(event: "payment.failed", listener: (response: { error: PaymentFailureType }) => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads checkout.js once, on first use: shoppers on the sandbox never fetch it. */
function loadCheckoutJs(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("checkout.js loaded without Razorpay"));
    script.onerror = () => {
      // Let a later attempt try again (the network may come back).
      loading = null;
      script.remove();
      reject(new Error("checkout.js could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's payment window for an order the server created. */
export async function openRazorpayCheckout(
  order: PaymentOrderResponseType,
  prefill: PaymentPrefill,
  callbacks: PaymentCallbacks,
  storeName: string,
) {
  const Razorpay = await loadCheckoutJs();
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: storeName,
    description: "Order payment",
    order_id: order.id,
    prefill,
    theme: { color: BRAND_COLOR },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on("payment.failed", ({ error }) => callbacks.onFailed(error.description));
  checkout.open();
}
