import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { SANDBOX_KEY_ID, type SandboxMethod } from "@vayu/shared/checkout";
import type { DbOrTx } from "../../db/client";
import type { PaymentProvider, ProviderPayment } from "./provider";
import { ProviderError } from "./provider";
import { isValidCheckoutSignature, isValidWebhookSignature } from "./signatures";
import { paymentOrders, sandboxPayments } from "./tables";

/**
 * The sandbox signs exactly as Razorpay does, with fixed test secrets: it only runs when
 * no Razorpay keys are configured (config.ts sets all three or none).
 */
export const SANDBOX_KEY_SECRET = "sandbox_secret";
export const SANDBOX_WEBHOOK_SECRET = "sandbox_webhook_secret";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style id: prefix and 14 alphanumerics, such as `order_Kx3f9QpL2mN8vZ`. */
export function sandboxId(prefix: "order" | "pay" | "rfnd" | "evt"): string {
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps every character equally likely.
  let id = "";
  while (id.length < 14) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && id.length < 14) id += ALPHANUMERIC[byte % 62];
    }
  }
  return `${prefix}_${id}`;
}

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

function toPayment(row: SandboxPaymentRow): ProviderPayment {
  return { id: row.id, orderId: row.orderId, amountPaise: row.amountPaise, currency: "INR", status: row.status, method: row.method };
}

export interface SandboxProvider extends PaymentProvider {
  /** The shopper pays (or fails to pay) a sandbox order, as Razorpay's checkout would. */
  pay(input: { orderId: string; method: SandboxMethod; outcome: "success" | "failure" }): Promise<ProviderPayment>;
}

/** Razorpay emulated inside the API: orders, payments and refunds with no internet. */
export function createSandboxProvider(db: DbOrTx): SandboxProvider {
  return {
    name: "sandbox",
    keyId: SANDBOX_KEY_ID,

    async createOrder(input) {
      if (input.amountPaise < 100) throw new ProviderError("The amount must be at least INR 1.00", 400, "BAD_REQUEST_ERROR");
      return { id: sandboxId("order"), amountPaise: input.amountPaise, currency: input.currency, status: "created" };
    },

    async fetchPayment(paymentId) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      return row ? toPayment(row) : null;
    },

    async fetchOrderPayments(orderId) {
      const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(sandboxPayments.createdAt);
      return rows.map(toPayment);
    },

    async refund(paymentId, input) {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!payment || payment.status === "failed") {
        throw new ProviderError("The payment has not been captured, so it cannot be refunded", 400, "BAD_REQUEST_ERROR");
      }
      if (input.amountPaise > payment.amountPaise) {
        throw new ProviderError("The refund amount is more than the payment", 400, "BAD_REQUEST_ERROR");
      }
      // Refunding a refunded payment returns the same refund, like Razorpay's idempotency header.
      const refundId = payment.refundId ?? sandboxId("rfnd");
      await db.update(sandboxPayments).set({ status: "refunded", refundId }).where(eq(sandboxPayments.id, paymentId));
      return { id: refundId, paymentId, amountPaise: input.amountPaise, status: "processed" };
    },

    async pay({ orderId, method, outcome }) {
      const [order] = await db
        .select({ amountPaise: paymentOrders.amountPaise })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.providerOrderId, orderId), eq(paymentOrders.provider, "sandbox")));
      if (!order) throw new ProviderError("The id provided does not exist", 404, "BAD_REQUEST_ERROR");
      const [paid] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.orderId, orderId), inArray(sandboxPayments.status, ["captured", "refunded"])));
      // A paid Razorpay order takes no more payments.
      if (paid) throw new ProviderError("Order has already been paid", 400, "BAD_REQUEST_ERROR");
      const [row] = await db
        .insert(sandboxPayments)
        .values({ id: sandboxId("pay"), orderId, amountPaise: order.amountPaise, method, status: outcome === "success" ? "captured" : "failed" })
        .returning();
      return toPayment(row!);
    },

    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(SANDBOX_KEY_SECRET, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(SANDBOX_WEBHOOK_SECRET, rawBody, signature),
  };
}
