import { z } from "zod";
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus, ProviderRefund } from "./provider";
import { ProviderError } from "./provider";
import { isValidCheckoutSignature, isValidWebhookSignature } from "./signatures";

export const RAZORPAY_API = "https://api.razorpay.com/v1";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

interface RazorpayOptions {
  baseUrl?: string;
  /** Razorpay asks for an answer within seconds; a hung request must not hold a checkout. */
  timeoutMs?: number;
}

const orderEntity = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), status: z.string() });

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  method: z.string().nullable().optional(),
});

const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(["pending", "processed", "failed"]),
});

const errorBody = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

function toPayment(entity: z.infer<typeof paymentEntity>): ProviderPayment {
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status satisfies ProviderPaymentStatus,
    method: entity.method ?? null,
  };
}

/** Razorpay's REST API over fetch with HTTP Basic auth (docs/product/payments.md "Razorpay REST API"). */
export function createRazorpayProvider(keys: RazorpayKeys, options: RazorpayOptions = {}): PaymentProvider {
  const baseUrl = (options.baseUrl ?? RAZORPAY_API).replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;

  async function call<T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = errorBody.safeParse(json);
      const description = parsed.success ? parsed.data.error.description : undefined;
      throw new ProviderError(
        `Razorpay ${method} ${path} failed with ${response.status}${description ? `: ${description}` : ""}`,
        response.status,
        parsed.success ? parsed.data.error.code : undefined,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError(`Razorpay ${method} ${path} answered in an unexpected shape`, response.status);
    return parsed.data;
  }

  return {
    name: "razorpay",
    keyId: keys.keyId,

    async createOrder(input) {
      const order = await call(orderEntity, "POST", "/orders", {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
        payment_capture: 1,
      });
      return { id: order.id, amountPaise: order.amount, currency: order.currency, status: order.status };
    },

    async fetchPayment(paymentId) {
      try {
        return toPayment(await call(paymentEntity, "GET", `/payments/${encodeURIComponent(paymentId)}`));
      } catch (error) {
        // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
        if (error instanceof ProviderError && (error.status === 400 || error.status === 404)) return null;
        throw error;
      }
    },

    async fetchOrderPayments(orderId) {
      const collection = await call(z.object({ items: z.array(paymentEntity) }), "GET", `/orders/${encodeURIComponent(orderId)}/payments`);
      return collection.items.map(toPayment);
    },

    async refund(paymentId, input): Promise<ProviderRefund> {
      const refund = await call(
        refundEntity,
        "POST",
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: input.amountPaise, speed: "normal", receipt: input.idempotencyKey.slice(0, 40), notes: input.notes ?? {} },
        { "x-refund-idempotency": input.idempotencyKey },
      );
      return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
    },

    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(keys.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(keys.webhookSecret, rawBody, signature),
  };
}
