import type { PaymentProviderName } from "@vayu/shared/checkout";

/** A provider order (Razorpay's `order` entity), amounts in paise. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  status: string;
}

export type ProviderPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

/** A provider payment (Razorpay's `payment` entity), amounts in paise. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  method: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
}

export interface CreateOrderInput {
  amountPaise: number;
  currency: "INR";
  /** Our payment order id: unique, at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

export interface RefundInput {
  amountPaise: number;
  /** The same key for every attempt at one refund, so a retry never refunds twice. */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

/** Razorpay or the sandbox that emulates it (docs/product/payments.md). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key id the storefront hands checkout.js. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** The payment, or null when the provider does not know the id. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The provider could not do what was asked: an error answer, a timeout or no connection. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; undefined when it could not be reached. */
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}
