import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { badRequest } from "../../http/errors";
import { releaseCheckout } from "./promotions";
import { findCapturedPayment } from "../../domains/checkout/payment-confirmation";
import { findPaymentOrder, PaymentNotConfirmed, recordFailure } from "../../domains/checkout/payment-order-state";
import { recordRefundOutcome } from "../../domains/checkout/refunds";
import { paymentEvents } from "../../domains/checkout/tables";
import { completePurchase } from "./complete-purchase";
import { purchaseDeps, type PurchaseDeps } from "./deps";
import { WebhookResponse } from "@vayu/shared/checkout";
import { errorResponses } from "@vayu/shared/errors";

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  error_description: z.string().nullish(),
});

const refundEntity = z.object({
  id: z.string(),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).nullish(),
});

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

/** Confirms the payment with the provider and completes the purchase: the browser is not needed. */
async function completeFromWebhook(deps: PurchaseDeps, orderId: string, paymentId: string) {
  const paymentOrder = await findPaymentOrder(deps.db, orderId);
  if (!paymentOrder) {
    deps.log.warn({ orderId, paymentId }, "webhook for an unknown payment order ignored");
    return;
  }
  try {
    const result = await completePurchase(deps, paymentOrder, paymentId);
    deps.log.info({ orderId, paymentId, outcome: result.outcome }, "webhook fulfilment");
  } catch (error) {
    if (!(error instanceof PaymentNotConfirmed)) throw error;
    deps.log.warn({ orderId, paymentId, reason: error.message }, "webhook payment not confirmed");
  }
}

async function handleEvent(deps: PurchaseDeps, event: WebhookEvent) {
  const payment = event.payload.payment?.entity;
  const refund = event.payload.refund?.entity;
  switch (event.event) {
    case "payment.captured":
      if (payment?.order_id) await completeFromWebhook(deps, payment.order_id, payment.id);
      return;
    case "order.paid": {
      const orderId = event.payload.order?.entity.id ?? payment?.order_id;
      const paymentOrder = orderId ? await findPaymentOrder(deps.db, orderId) : undefined;
      const captured = paymentOrder ? await findCapturedPayment(deps.provider, paymentOrder) : undefined;
      if (orderId && captured) await completeFromWebhook(deps, orderId, captured.id);
      return;
    }
    case "payment.failed": {
      const paymentOrder = payment?.order_id ? await findPaymentOrder(deps.db, payment.order_id) : undefined;
      // The hold ends with the failure; a retry that is captured later takes free stock.
      if (paymentOrder && (await recordFailure(deps.db, paymentOrder.id, payment?.error_description ?? "Payment failed"))) {
        await releaseCheckout(deps.db, paymentOrder.id);
      }
      return;
    }
    case "refund.processed":
    case "refund.failed": {
      if (!refund) return;
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      const status = event.event === "refund.processed" ? "processed" : "failed";
      const changed = await recordRefundOutcome(deps.db, { providerRefundId: refund.id, refundId: notes.refundId, status });
      if (changed?.status === "failed") deps.log.error({ refundId: changed.id, providerRefundId: refund.id }, "the provider could not complete a refund");
      return;
    }
  }
}

/**
 * POST /payments/webhook. Its own plugin so that only this route keeps the raw bytes:
 * the signature covers the body exactly as sent, so it is checked before any parsing.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/payments/webhook", { schema: { response: { 200: WebhookResponse, ...errorResponses } } }, async (request) => {
    const signature = request.headers["x-razorpay-signature"];
    const rawBody = request.body;
    if (typeof signature !== "string" || !Buffer.isBuffer(rawBody) || !app.paymentProvider.verifyWebhookSignature(rawBody, signature)) {
      throw badRequest("Invalid webhook signature.");
    }
    let event: WebhookEvent;
    try {
      event = webhookEvent.parse(JSON.parse(rawBody.toString("utf8")));
    } catch {
      throw badRequest("The webhook body is not a payment event.");
    }

    const header = request.headers["x-razorpay-event-id"];
    const eventId = typeof header === "string" && header ? header : `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
    const orderId = event.payload.order?.entity.id ?? event.payload.payment?.entity.order_id ?? null;
    const fresh = await app.db
      .insert(paymentEvents)
      .values({ eventId, type: event.event, providerOrderId: orderId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { status: "duplicate" as const };
    try {
      await handleEvent(purchaseDeps(app), event);
    } catch (error) {
      // Forget the event so that the provider's retry is handled rather than skipped.
      await app.db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      throw error;
    }
    return { status: "processed" as const };
  });
};

export default webhookRoutes;
