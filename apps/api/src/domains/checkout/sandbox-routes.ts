import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sandboxPayBody, type SandboxPayResponse } from "@vayu/shared/checkout";
import { badRequest, notFound } from "../../http/errors";
import { ProviderError } from "./provider";
import { createSandboxProvider, SANDBOX_KEY_SECRET } from "./sandbox-provider";
import { sandboxFailure, sandboxWebhookSender } from "./sandbox-webhooks";
import { checkoutSignature } from "./signatures";

/**
 * POST /payments/sandbox/pay: the offline stand-in for Razorpay's checkout. Registered
 * only when the sandbox is the provider, so it does not exist next to real Razorpay.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendWebhooks = sandboxWebhookSender(app);

  app.post("/payments/sandbox/pay", { schema: { body: sandboxPayBody } }, async (request): Promise<SandboxPayResponse> => {
    const { order_id: orderId, method, outcome } = request.body;
    let payment;
    try {
      payment = await createSandboxProvider(app.db).pay({ orderId, method, outcome });
    } catch (error) {
      if (error instanceof ProviderError) throw error.status === 404 ? notFound("Payment order not found.") : badRequest(error.message);
      throw error;
    }
    if (payment.status !== "captured") {
      sendWebhooks(payment, ["payment.failed"]);
      return { error: sandboxFailure(payment) };
    }
    sendWebhooks(payment, ["payment.captured", "order.paid"]);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(SANDBOX_KEY_SECRET, orderId, payment.id),
    };
  });
};

export default sandboxRoutes;
