import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { SANDBOX_KEY_ID, type SandboxMethod } from "@vayu/shared/checkout";
import type { Db } from "../../db/client";
import type { PaymentProvider, ProviderPayment, ProviderRefund } from "./provider";
import { ProviderError } from "./provider";
import { checkoutSignature, isValidCheckoutSignature, isValidWebhookSignature } from "./signatures";
import { paymentOrders, sandboxPayments, sandboxRefunds } from "./tables";

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
  /** The signature Razorpay's checkout hands the browser with a successful payment. */
  signCheckout(orderId: string, paymentId: string): string;
}

export interface SandboxOptions {
  /** Called once a refund is accepted, as Razorpay later sends `refund.processed`. */
  onRefund?: (refund: ProviderRefund, notes: Record<string, string>) => void;
}

/** Razorpay emulated inside the API: orders, payments and refunds with no internet. */
export function createSandboxProvider(db: Db, options: SandboxOptions = {}): SandboxProvider {
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
      const { refund, fresh } = await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for("update");
        if (!payment || payment.status === "failed") {
          throw new ProviderError("The payment has not been captured, so it cannot be refunded", 400, "BAD_REQUEST_ERROR");
        }
        // One refund per idempotency key, as Razorpay's X-Refund-Idempotency header.
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.idempotencyKey, input.idempotencyKey)));
        if (earlier) return { refund: { id: earlier.id, paymentId, amountPaise: earlier.amountPaise, status: "pending" as const }, fresh: false };
        const refundedAfter = payment.amountRefundedPaise + input.amountPaise;
        if (input.amountPaise < 100 || refundedAfter > payment.amountPaise) {
          throw new ProviderError("The refund amount provided is greater than amount captured", 400, "BAD_REQUEST_ERROR");
        }
        const [row] = await tx
          .insert(sandboxRefunds)
          .values({ id: sandboxId("rfnd"), paymentId, amountPaise: input.amountPaise, idempotencyKey: input.idempotencyKey })
          .returning();
        await tx
          .update(sandboxPayments)
          .set({ amountRefundedPaise: refundedAfter, status: refundedAfter === payment.amountPaise ? "refunded" : "captured" })
          .where(eq(sandboxPayments.id, paymentId));
        return { refund: { id: row!.id, paymentId, amountPaise: input.amountPaise, status: "pending" as const }, fresh: true };
      });
      if (fresh) options.onRefund?.(refund, input.notes ?? {});
      return refund;
    },

    async pay({ orderId, method, outcome }) {
      // Locking the order makes two tabs paying at once take turns, as Razorpay's order does.
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ amountPaise: paymentOrders.amountPaise })
          .from(paymentOrders)
          .where(and(eq(paymentOrders.providerOrderId, orderId), eq(paymentOrders.provider, "sandbox")))
          .for("update");
        if (!order) throw new ProviderError("The id provided does not exist", 404, "BAD_REQUEST_ERROR");
        const [paid] = await tx
          .select({ id: sandboxPayments.id })
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.orderId, orderId), inArray(sandboxPayments.status, ["captured", "refunded"])));
        // A paid Razorpay order takes no more payments.
        if (paid) throw new ProviderError("Order has already been paid", 400, "BAD_REQUEST_ERROR");
        const [row] = await tx
          .insert(sandboxPayments)
          .values({ id: sandboxId("pay"), orderId, amountPaise: order.amountPaise, method, status: outcome === "success" ? "captured" : "failed" })
          .returning();
        return toPayment(row!);
      });
    },

    signCheckout: (orderId, paymentId) => checkoutSignature(SANDBOX_KEY_SECRET, orderId, paymentId),
    verifyCheckoutSignature: (orderId, paymentId, signature) => isValidCheckoutSignature(SANDBOX_KEY_SECRET, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(SANDBOX_WEBHOOK_SECRET, rawBody, signature),
  };
}
