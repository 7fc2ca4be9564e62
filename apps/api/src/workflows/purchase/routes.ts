import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createPaymentOrderBody,
  PaymentOrderResponse,
  PaymentsConfigResponse,
  verifyPaymentBody,
  VerifyPaymentResponse,
} from "@vayu/shared/checkout";
import { CodAvailabilityQuery, CodAvailabilityResponse } from "@vayu/shared/cod-rules";
import { errorResponses } from "@vayu/shared/errors";
import { paiseToRupees } from "@vayu/shared/money";
import { placeOrderBody, PlaceOrderResponse } from "@vayu/shared/orders";
import { currentUser } from "../../domains/accounts/auth-guard";
import { idempotencyHeaders } from "../../http/idempotency";
import { perUserLimit } from "../../domains/accounts/rate-limits";
import { purchaseDeps } from "./deps";
import { openCheckout } from "./open-checkout";
import { codAvailability } from "./cod-eligibility";
import { placeCodOrder } from "./place-cod-order";
import { placeOrder } from "./place-order";
import { schedulePaymentReconciler } from "./reconcile";
import sandboxRoutes from "./sandbox-routes";
import { verifyCheckout } from "./verify-payment";
import webhookRoutes from "./webhook";
import { getSettings } from "../../domains/settings/service";

/** Opening checkouts and placing COD orders, per shopper (docs/decisions/052-payment-order-limits.md). */
export const OPEN_CHECKOUT_LIMIT = { max: 20, windowMs: 60_000 };

/** The purchase's routes: open a checkout, verify the payment, place the order, and the provider's webhook. */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const openLimit = perUserLimit(app, "open-checkout", OPEN_CHECKOUT_LIMIT);
  const placeLimit = perUserLimit(app, "place-order", OPEN_CHECKOUT_LIMIT);

  app.post(
    "/order/razorpay/order",
    {
      schema: { body: createPaymentOrderBody, response: { 200: PaymentOrderResponse, ...errorResponses } },
      preHandler: [app.authenticate, openLimit],
    },
    async (request) => openCheckout(purchaseDeps(app), currentUser(request).id, request.body, request.locale),
  );

  app.post(
    "/order/razorpay/verify",
    {
      schema: { body: verifyPaymentBody, response: { 200: VerifyPaymentResponse, ...errorResponses } },
      preHandler: app.authenticate,
    },
    async (request) => {
      await verifyCheckout(purchaseDeps(app), currentUser(request).id, request.body);
      return { success: true as const };
    },
  );

  app.post(
    "/order",
    {
      schema: {
        body: placeOrderBody,
        headers: idempotencyHeaders,
        response: { 201: PlaceOrderResponse, ...errorResponses },
      },
      preHandler: [app.authenticate, placeLimit],
    },
    async (request, reply) => {
      const { body } = request;
      const userId = currentUser(request).id;
      const order =
        body.paymentType === "COD"
          ? await placeCodOrder(purchaseDeps(app), userId, body, request.headers["idempotency-key"], request.locale)
          : await placeOrder(purchaseDeps(app), userId, body);
      // 201 for the first and every repeat of an online order alike: the client sees one and the same order.
      reply.status(201);
      return { order };
    },
  );

  /** Whether the store's COD rules let this shopper pay this order on delivery, with the reason when not (docs/decisions/307-cod-rules-at-checkout.md). */
  app.get(
    "/checkout/cod",
    {
      schema: { querystring: CodAvailabilityQuery, response: { 200: CodAvailabilityResponse, ...errorResponses } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return codAvailability(app.db, currentUser(request).id, request.query);
    },
  );

  /**
   * Which provider takes payments (the storefront says so on every page when it is the sandbox), and up to what total COD is taken.
   * Public; the COD limit is the settings' (docs/decisions/183-store-settings.md), which pages read from `GET /api/settings`.
   */
  app.get(
    "/payments/config",
    { schema: { response: { 200: PaymentsConfigResponse, ...errorResponses } } },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=300");
      return {
        provider: app.paymentProvider.name,
        demo: app.sandbox !== null,
        codLimit: paiseToRupees((await getSettings(app.db)).codLimitPaise),
      };
    },
  );

  await app.register(webhookRoutes);
  // Tests call reconcilePayments themselves, at the moment they choose.
  if (app.config.env !== "test") schedulePaymentReconciler(app);
  if (app.sandbox) {
    if (app.config.env === "production") {
      app.log.warn(
        "No Razorpay keys: payments run in the offline sandbox and no money is taken. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to sell.",
      );
    }
    await app.register(sandboxRoutes, { sandbox: app.sandbox });
  }
};

export default purchaseRoutes;
