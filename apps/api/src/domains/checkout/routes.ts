import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createPaymentOrderBody, verifyPaymentBody, type PaymentOrderResponse, type VerifyPaymentResponse } from "@vayu/shared/checkout";
import { currentUser } from "../accounts/auth-guard";
import { openPaymentOrder } from "./open-payment-order";
import { paymentProviderFor } from "./provider";
import { schedulePaymentReconciler } from "./reconcile";
import sandboxRoutes from "./sandbox-routes";
import { verifyCheckout } from "./verify-payment";
import webhookRoutes from "./webhook";

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/order/razorpay/order",
    { schema: { body: createPaymentOrderBody }, preHandler: app.authenticate },
    async (request): Promise<PaymentOrderResponse> =>
      openPaymentOrder(app.db, paymentProviderFor(app), currentUser(request).id, request.body),
  );

  app.post(
    "/order/razorpay/verify",
    { schema: { body: verifyPaymentBody }, preHandler: app.authenticate },
    async (request): Promise<VerifyPaymentResponse> => {
      await verifyCheckout(app.db, paymentProviderFor(app), currentUser(request).id, request.body);
      return { success: true };
    },
  );

  await app.register(webhookRoutes);
  // Tests call reconcilePayments themselves, at the moment they choose.
  if (app.config.env !== "test") schedulePaymentReconciler(app);
  if (!app.config.razorpay) {
    if (app.config.env === "production") {
      app.log.warn("No Razorpay keys: payments run in the offline sandbox and no money is taken. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to sell.");
    }
    await app.register(sandboxRoutes);
  }
};

export default checkoutRoutes;
