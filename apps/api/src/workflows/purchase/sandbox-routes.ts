import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sandboxPayBody, SandboxPayResponse } from "@vayu/shared/checkout";
import { errorResponses } from "@vayu/shared/errors";
import { badRequest, notFound } from "../../http/errors";
import { currentUser } from "../../domains/accounts/auth-guard";
import { findPaymentOrder } from "../../domains/checkout/payment-order-state";
import { ProviderError } from "../../domains/checkout/provider";
import type { SandboxProvider } from "../../domains/checkout/sandbox-provider";
import { sandboxFailure, sandboxWebhook, type SandboxWebhookSender } from "../../domains/checkout/sandbox-webhooks";

/**
 * POST /payments/sandbox/pay: the offline stand-in for Razorpay's checkout. Registered
 * only when the sandbox is the provider, and it pays only the caller's own checkout
 * (docs/decisions/053-sandbox-only-for-its-owner.md).
 */
const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: { provider: SandboxProvider; sendWebhooks: SandboxWebhookSender } }> = async (app, { sandbox }) => {
  app.post("/payments/sandbox/pay", { schema: { body: sandboxPayBody, response: { 200: SandboxPayResponse, ...errorResponses } }, preHandler: app.authenticate }, async (request) => {
    const { order_id: orderId, method, outcome } = request.body;
    // Another shopper's checkout is "not found", exactly like one that does not exist.
    if (!(await findPaymentOrder(app.db, orderId, currentUser(request).id))) throw notFound("Payment order not found.");
    let payment;
    try {
      payment = await sandbox.provider.pay({ orderId, method, outcome });
    } catch (error) {
      if (error instanceof ProviderError) throw error.status === 404 ? notFound("Payment order not found.") : badRequest(error.message);
      throw error;
    }
    if (payment.status !== "captured") {
      sandbox.sendWebhooks([sandboxWebhook("payment.failed", payment)]);
      return { error: sandboxFailure(payment) };
    }
    sandbox.sendWebhooks([sandboxWebhook("payment.captured", payment), sandboxWebhook("order.paid", payment)]);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: sandbox.provider.signCheckout(orderId, payment.id),
    };
  });
};

export default sandboxRoutes;
