import type { FastifyInstance } from "fastify";
import type { PaymentFailureType, SandboxMethod } from "@vayu/shared/checkout";
import type { ProviderPayment, ProviderRefund } from "./provider";
import { SANDBOX_WEBHOOK_SECRET, sandboxId } from "./sandbox-provider";
import { webhookSignature } from "./signatures";

export type SandboxEvent = "payment.captured" | "order.paid" | "payment.failed";

/** A webhook request as Razorpay sends it: the raw JSON body and its signed headers. */
export interface SignedWebhook {
  body: string;
  headers: { "content-type": string; "x-razorpay-event-id": string; "x-razorpay-signature": string };
}

/** The `error` Razorpay's checkout reports for a failed payment, per method. */
export function sandboxFailure(payment: ProviderPayment): PaymentFailureType {
  const card = (payment.method as SandboxMethod) === "card";
  return {
    code: "BAD_REQUEST_ERROR",
    description: card ? "Your payment has been declined by the bank. Please try another card." : "Payment was unsuccessful as you did not approve it on your UPI app.",
    source: card ? "bank" : "customer",
    step: card ? "payment_authorization" : "payment_authentication",
    reason: card ? "card_declined" : "payment_failed",
    field: null,
    metadata: { order_id: payment.orderId ?? "", payment_id: payment.id },
  };
}

function paymentEntity(payment: ProviderPayment) {
  const failure = payment.status === "failed" ? sandboxFailure(payment) : null;
  return {
    id: payment.id,
    entity: "payment",
    amount: payment.amountPaise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    method: payment.method,
    amount_refunded: 0,
    refund_status: null,
    captured: payment.status === "captured",
    vpa: payment.method === "upi" ? (failure ? "failure@razorpay" : "success@razorpay") : null,
    error_code: failure?.code ?? null,
    error_description: failure?.description ?? null,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: failure?.reason ?? null,
    notes: {},
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** The envelope, raw JSON and signature of a webhook, exactly as Razorpay would send it. */
function signedWebhook(event: string, payload: Record<string, { entity: object }>): SignedWebhook {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_sandbox",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": sandboxId("evt"),
      "x-razorpay-signature": webhookSignature(SANDBOX_WEBHOOK_SECRET, body),
    },
  };
}

export function sandboxWebhook(event: SandboxEvent, payment: ProviderPayment): SignedWebhook {
  const payload: Record<string, { entity: object }> = { payment: { entity: paymentEntity(payment) } };
  if (event === "order.paid") {
    payload.order = {
      entity: { id: payment.orderId, entity: "order", amount: payment.amountPaise, amount_paid: payment.amountPaise, amount_due: 0, currency: payment.currency, status: "paid" },
    };
  }
  return signedWebhook(event, payload);
}

/** `refund.processed` or `refund.failed` for a refund, carrying the notes it was asked with. */
export function sandboxRefundWebhook(refund: ProviderRefund, notes: Record<string, string>, status: "processed" | "failed"): SignedWebhook {
  return signedWebhook(`refund.${status}`, {
    refund: {
      entity: {
        id: refund.id,
        entity: "refund",
        amount: refund.amountPaise,
        currency: "INR",
        payment_id: refund.paymentId,
        notes,
        status,
        speed_processed: "normal",
        created_at: Math.floor(Date.now() / 1000),
      },
    },
  });
}

/**
 * Sends webhooks to the API itself after the current response, as Razorpay would from
 * outside; closing the app waits for deliveries still under way. Once the app is closing
 * nothing more is sent: a stopped store cannot receive webhooks, and the payment
 * reconciler settles what they would have told it when the store runs again.
 */
export function sandboxWebhookSender(app: FastifyInstance, url: string) {
  const pending = new Set<Promise<void>>();
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });

  return function sendLater(webhooks: readonly SignedWebhook[]) {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        for (const { body, headers } of webhooks) {
          if (closing) {
            app.log.info({ event: headers["x-razorpay-event-id"] }, "sandbox webhook not sent: the store is closing");
            return;
          }
          const response = await app.inject({ method: "POST", url, payload: body, headers });
          if (response.statusCode !== 200) app.log.error({ status: response.statusCode, body: response.body }, "sandbox webhook refused");
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, "sandbox webhook delivery failed"))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };
}

export type SandboxWebhookSender = ReturnType<typeof sandboxWebhookSender>;
