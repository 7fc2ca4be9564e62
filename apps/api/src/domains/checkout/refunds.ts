import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import { retryDelayMs } from "./payment-order-state";
import { ProviderError, type PaymentProvider, type ProviderRefund } from "./provider";
import { refunds, type RefundStatus } from "./tables";

/**
 * The refund ledger: every rupee going back to a shopper is one row here before the
 * provider is asked, keyed so that asking twice never refunds twice, and retried until
 * the provider accepts it (docs/purchase-flow.md, "Refunds").
 */

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundDeps {
  db: DbOrTx;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export interface RefundRequest {
  /** Idempotency: a second request with the same key answers the first one's refund. */
  key: string;
  /** Null for a staff payout. */
  paymentOrderId: string | null;
  orderId?: string;
  /** Null for a staff payout. */
  providerPaymentId: string | null;
  amountPaise: number;
  reason: string;
  requestedBy?: string;
  /**
   * `staff`: cash collected on delivery, paid back by staff themselves, who record it once
   * paid; it never goes to the provider and is processed when recorded (docs/decisions/143-staff-payouts-in-the-refund-ledger.md).
   */
  payout?: "provider" | "staff";
}

/** The provider has taken the refund on (pending or processed): the money is on its way. */
export const isAccepted = (refund: Pick<RefundRow, "status">) => refund.status === "pending" || refund.status === "processed";

const fromProvider = (status: ProviderRefund["status"]): RefundStatus => status;

/** Asks the provider for a recorded refund; on failure it stays `requested` for a retry with backoff. */
export async function submitRefund(deps: RefundDeps, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== "requested" || refund.providerPaymentId === null) return refund;
  try {
    const accepted = await deps.provider.refund(refund.providerPaymentId, {
      amountPaise: refund.amountPaise,
      // Razorpay's X-Refund-Idempotency: every retry of this row is the same refund.
      idempotencyKey: refund.id,
      // Comes back in the refund webhooks, which may arrive before this call returns.
      notes: { refundId: refund.id, reason: refund.reason.slice(0, 250) },
    });
    const [updated] = await deps.db
      .update(refunds)
      .set({ status: fromProvider(accepted.status), providerRefundId: accepted.id, lastError: null })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "requested")))
      .returning();
    deps.log.info({ refundId: refund.id, providerRefundId: accepted.id }, "refund accepted by the provider");
    return updated ?? (await getRefund(deps.db, refund.id));
  } catch (error) {
    const attempts = refund.attempts + 1;
    const [updated] = await deps.db
      .update(refunds)
      .set({
        attempts,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!(error instanceof ProviderError)) throw error;
    deps.log.error({ refundId: refund.id, err: error }, "refund not accepted by the provider: will retry");
    return updated ?? refund;
  }
}

/**
 * Records a refund once per key (a repeat answers the first row) without asking the
 * provider yet: callers may write it inside the transaction of the change it pays for.
 */
export async function recordRefund(db: DbOrTx, request: RefundRequest): Promise<RefundRow> {
  await db
    .insert(refunds)
    .values({ ...request, reason: request.reason.slice(0, 500), ...(request.payout === "staff" ? { status: "processed" as const } : {}) })
    .onConflictDoNothing({ target: refunds.key });
  const refund = await findRefundByKey(db, request.key);
  if (!refund) throw new Error(`refund ${request.key} was not recorded`);
  return refund;
}

/** Records the refund (once per key) and asks the provider for it. */
export async function requestRefund(deps: RefundDeps, request: RefundRequest): Promise<RefundRow> {
  return submitRefund(deps, await recordRefund(deps.db, request));
}

/** The key of the refund that returns a whole payment (a checkout not placed, a second payment). */
export const wholePaymentRefundKey = (paymentId: string) => `payment:${paymentId}`;

export async function findRefundByKey(db: DbOrTx, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.key, key));
  return row;
}

export async function getRefund(db: DbOrTx, id: string): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error(`refund ${id} does not exist`);
  return row;
}

export interface RefundOutcome {
  providerRefundId: string;
  /** Our refund id, from the notes we sent with it. */
  refundId: string | undefined;
  status: "processed" | "failed";
  reason?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider's final word (refund webhooks): processed or failed. Answers the row it changed. */
export async function recordRefundOutcome(db: DbOrTx, outcome: RefundOutcome): Promise<RefundRow | undefined> {
  const ours = outcome.refundId && UUID.test(outcome.refundId) ? eq(refunds.id, outcome.refundId) : eq(refunds.providerRefundId, outcome.providerRefundId);
  const [row] = await db
    .update(refunds)
    .set({ status: outcome.status, providerRefundId: outcome.providerRefundId, ...(outcome.reason ? { lastError: outcome.reason.slice(0, 500) } : {}) })
    .where(and(ours, inArray(refunds.status, ["requested", "pending"])))
    .returning();
  return row;
}

/** Refunds the provider has not accepted yet whose retry is due, oldest first. */
export function dueRefunds(db: DbOrTx, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "requested"), lte(refunds.nextAttemptAt, sql`now()`)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
}

/** Every refund of a store order, oldest first. */
export function refundsOfOrder(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/**
 * Paise of one payment (or one order's staff payouts) refunded or on their way: what a
 * further refund must stay within. By payment, not checkout: a second payment's refund is not the order's.
 */
export async function refundedPaise(db: DbOrTx, of: { providerPaymentId: string } | { orderId: string }): Promise<number> {
  const which = "providerPaymentId" in of ? eq(refunds.providerPaymentId, of.providerPaymentId) : and(eq(refunds.orderId, of.orderId), eq(refunds.payout, "staff"));
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`.mapWith(Number) })
    .from(refunds)
    .where(and(which, inArray(refunds.status, ["requested", "pending", "processed"])));
  return row?.sum ?? 0;
}
