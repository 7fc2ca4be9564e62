import type { CheckoutSuccess } from "@vayu/shared/checkout";

/** Who is paying, as Razorpay's checkout.js pre-fills it. */
export interface PaymentPrefill {
  name: string;
  email: string;
  contact: string;
}

/**
 * What a payment window (Razorpay's checkout.js or the sandbox dialog) reports back.
 * `onPaid` receives the same three fields from either, so one handler serves both.
 */
export interface PaymentCallbacks {
  onPaid: (response: CheckoutSuccess) => void;
  /** A payment attempt failed; Razorpay's window stays open for another try. */
  onFailed: (description: string) => void;
  /** The shopper closed the window without paying. */
  onDismiss: () => void;
}
