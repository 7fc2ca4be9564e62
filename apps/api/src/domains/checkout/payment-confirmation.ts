import { PaymentNotConfirmed, type PaymentOrderRow } from "./payment-order-state";
import type { PaymentProvider, ProviderPayment } from "./provider";

/**
 * Asks the provider, never the browser, whether the payment is captured for this very
 * order, amount and currency (docs/purchase-flow.md, "Completing a purchase", step 1).
 */
export async function confirmCapturedPayment(
  provider: PaymentProvider,
  paymentOrder: PaymentOrderRow,
  paymentId: string,
): Promise<ProviderPayment> {
  const payment = await provider.fetchPayment(paymentId);
  if (!payment) throw new PaymentNotConfirmed("The payment provider does not know this payment.");
  if (payment.orderId !== paymentOrder.providerOrderId) throw new PaymentNotConfirmed("This payment belongs to another order.");
  if (payment.amountPaise !== paymentOrder.amountPaise || payment.currency !== paymentOrder.currency) {
    throw new PaymentNotConfirmed("The amount paid does not match the order.");
  }
  if (payment.status !== "captured") throw new PaymentNotConfirmed("The payment has not been completed.");
  return payment;
}

/** The provider's captured payment of an order that nobody told us about, if there is one. */
export async function findCapturedPayment(provider: PaymentProvider, paymentOrder: PaymentOrderRow): Promise<ProviderPayment | undefined> {
  const payments = await provider.fetchOrderPayments(paymentOrder.providerOrderId);
  return payments.find((p) => p.status === "captured");
}
