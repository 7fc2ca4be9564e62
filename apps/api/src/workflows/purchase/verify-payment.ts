import type { CheckoutSuccess } from "@vayu/shared/checkout";
import { messages } from "@vayu/shared/messages";
import { badRequest, HttpError } from "../../http/errors";
import { findPaymentOrder, PaymentNotConfirmed } from "../../domains/checkout/payment-order-state";
import { ProviderError } from "../../domains/checkout/provider";
import { completePurchase, placePaidOrder } from "./complete-purchase";
import type { PurchaseDeps } from "./deps";

const refused = (reason: string) => badRequest(`${messages.checkout.verificationFailed}. ${reason}`, { success: false });

/**
 * POST /order/razorpay/verify: the caller's payment order from our database, the
 * signature over ITS order id, then the purchase completed with the provider's word.
 */
export async function verifyCheckout(deps: PurchaseDeps, userId: string, body: CheckoutSuccess): Promise<void> {
  const paymentOrder = await findPaymentOrder(deps.db, body.razorpay_order_id, userId);
  if (!paymentOrder) throw refused("This payment order was not found.");
  if (!deps.provider.verifyCheckoutSignature(paymentOrder.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw refused("The payment signature is not valid.");
  }
  try {
    // Already confirmed (by the webhook, or an earlier verify) and signed for this payment.
    if (paymentOrder.providerPaymentId === body.razorpay_payment_id) await placePaidOrder(deps, paymentOrder.id);
    else await completePurchase(deps, paymentOrder, body.razorpay_payment_id);
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
