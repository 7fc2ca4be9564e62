import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { badRequest } from "../../http/errors";
import { fulfilPaymentOrder, fulfilmentDeps, type FulfilmentDeps } from "../orders/fulfilment";
import {
  confirmCapturedPayment,
  findPaymentOrder,
  markPaid,
  PaidWithAnotherPayment,
  PaymentNotConfirmed,
  recordPaymentFailure,
} from "./payment-confirmation";
import { paymentProviderFor } from "./provider";
import { paymentEvents } from "./tables";

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  error_description: z.string().nullish(),
});

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

/** Confirms the payment with the provider, marks it paid and fulfils: the browser is not needed. */
async function fulfilCapturedPayment(deps: FulfilmentDeps, orderId: string, paymentId: string) {
  const paymentOrder = await findPaymentOrder(deps.db, orderId);
  if (!paymentOrder) {
    deps.log.warn({ orderId, paymentId }, "webhook for an unknown payment order ignored");
    return;
  }
  try {
    const payment = await confirmCapturedPayment(deps.provider, paymentOrder, paymentId);
    await markPaid(deps.db, paymentOrder, payment);
  } catch (error) {
    if (error instanceof PaidWithAnotherPayment) {
      // Charged twice for one order: the second payment goes back to the shopper.
      const refund = await deps.provider.refund(paymentId, { amountPaise: paymentOrder.amountPaise, idempotencyKey: paymentId });
      deps.log.warn({ orderId, paymentId, refundId: refund.id }, "second payment for a paid order refunded");
      return;
    }
    if (error instanceof PaymentNotConfirmed) {
      deps.log.warn({ orderId, paymentId, reason: error.message }, "webhook payment not confirmed");
      return;
    }
    throw error;
  }
  const result = await fulfilPaymentOrder(deps, paymentOrder.id);
  deps.log.info({ orderId, paymentId, outcome: result.outcome }, "webhook fulfilment");
}

async function handleEvent(deps: FulfilmentDeps, event: WebhookEvent) {
  const payment = event.payload.payment?.entity;
  switch (event.event) {
    case "payment.captured":
      if (payment?.order_id) await fulfilCapturedPayment(deps, payment.order_id, payment.id);
      return;
    case "order.paid": {
      const orderId = event.payload.order?.entity.id ?? payment?.order_id;
      if (!orderId) return;
      const captured = (await deps.provider.fetchOrderPayments(orderId)).find((p) => p.status === "captured");
      if (captured) await fulfilCapturedPayment(deps, orderId, captured.id);
      return;
    }
    case "payment.failed": {
      const paymentOrder = payment?.order_id ? await findPaymentOrder(deps.db, payment.order_id) : undefined;
      if (paymentOrder) await recordPaymentFailure(deps.db, paymentOrder, payment?.error_description ?? "Payment failed");
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

  app.post("/payments/webhook", async (request) => {
    const provider = paymentProviderFor(app);
    const signature = request.headers["x-razorpay-signature"];
    const rawBody = request.body;
    if (typeof signature !== "string" || !Buffer.isBuffer(rawBody) || !provider.verifyWebhookSignature(rawBody, signature)) {
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
    if (fresh.length === 0) return { status: "duplicate" };
    try {
      await handleEvent(fulfilmentDeps(app, provider), event);
    } catch (error) {
      // Forget the event so that the provider's retry is handled rather than skipped.
      await app.db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      throw error;
    }
    return { status: "processed" };
  });
};

export default webhookRoutes;
