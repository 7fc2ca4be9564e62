import type { CheckoutSuccess } from "@vayu/shared/checkout";
import { messages } from "@vayu/shared/messages";
import type { DbOrTx } from "../../db/client";
import { badRequest, HttpError } from "../../http/errors";
import { confirmCapturedPayment, findPaymentOrder, markPaid, PaymentNotConfirmed } from "./payment-confirmation";
import { ProviderError, type PaymentProvider } from "./provider";

const refused = (reason: string) => badRequest(`${messages.checkout.verificationFailed}. ${reason}`, { success: false });

/**
 * POST /order/razorpay/verify: the caller's payment order from our database, the
 * signature over ITS order id, then the provider's word that the payment is captured.
 */
export async function verifyCheckout(db: DbOrTx, provider: PaymentProvider, userId: string, body: CheckoutSuccess): Promise<void> {
  const paymentOrder = await findPaymentOrder(db, body.razorpay_order_id, userId);
  if (!paymentOrder) throw refused("This payment order was not found.");
  if (!provider.verifyCheckoutSignature(paymentOrder.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw refused("The payment signature is not valid.");
  }
  // Already confirmed (by the webhook, or an earlier verify) and signed for this payment.
  const settled = paymentOrder.status !== "created" && paymentOrder.status !== "failed";
  if (settled && paymentOrder.providerPaymentId === body.razorpay_payment_id) return;
  try {
    const payment = await confirmCapturedPayment(provider, paymentOrder, body.razorpay_payment_id);
    await markPaid(db, paymentOrder, payment);
  } catch (error) {
    if (error instanceof PaymentNotConfirmed) throw refused(error.message);
    if (error instanceof ProviderError) {
      throw new HttpError(502, "We could not confirm the payment with the payment provider. Your payment is secure; please check My Orders shortly.", {
        success: false,
      });
    }
    throw error;
  }
}
