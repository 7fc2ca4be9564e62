import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PaymentProvider } from "./provider";
import { createRazorpayProvider } from "./razorpay-provider";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider";
import { sandboxRefundWebhook, sandboxWebhookSender, type SandboxWebhookSender } from "./sandbox-webhooks";

declare module "fastify" {
  interface FastifyInstance {
    /** Razorpay, or the sandbox that emulates it (config.paymentProvider). */
    paymentProvider: PaymentProvider;
    /** Set only while the sandbox is the provider: it pays and sends webhooks as Razorpay would. */
    sandbox: { provider: SandboxProvider; sendWebhooks: SandboxWebhookSender } | null;
  }
}

export const WEBHOOK_URL = "/api/payments/webhook";

async function paymentProviderPlugin(app: FastifyInstance) {
  const razorpay = app.config.razorpay;
  if (app.config.paymentProvider === "razorpay" && razorpay) {
    app.decorate("paymentProvider", createRazorpayProvider(razorpay));
    app.decorate("sandbox", null);
    return;
  }
  const sendWebhooks = sandboxWebhookSender(app, WEBHOOK_URL);
  // Razorpay reports a refund's outcome later, by webhook; the sandbox settles every refund.
  const provider = createSandboxProvider(app.db, {
    onRefund: (refund, notes) => sendWebhooks([sandboxRefundWebhook(refund, notes, "processed")]),
  });
  app.decorate("paymentProvider", provider);
  app.decorate("sandbox", { provider, sendWebhooks });
}

export default fp(paymentProviderPlugin, { name: "payment-provider" });
