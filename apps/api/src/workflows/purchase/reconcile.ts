import { and, asc, inArray, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { releaseCheckout } from "./promotions";
import { findCapturedPayment } from "../../domains/checkout/payment-confirmation";
import { expire, getPaymentOrder, PaymentNotConfirmed, scheduleRetry, type PaymentOrderRow } from "../../domains/checkout/payment-order-state";
import { dueRefunds, findRefundByKey, submitRefund, wholePaymentRefundKey } from "../../domains/checkout/refunds";
import { paymentOrders, type PaymentOrderStatus } from "../../domains/checkout/tables";
import { settleReturnRefunds } from "../order-lifecycle/move-order";
import { completePurchase, placePaidOrder, refundPaymentOrder } from "./complete-purchase";
import { purchaseDeps, type PurchaseDeps } from "./deps";
import { runEvery } from "../../jobs/run-every";

/**
 * The safety net behind the browser and the webhooks (docs/purchase-flow.md, "The
 * reconciler"): every run checks open checkouts with the provider, places paid orders,
 * retries refunds and gives back expired holds. Paid checkouts and pending refunds are
 * retried with backoff for as long as it takes; nothing about money has a horizon.
 */

/** Open checkouts are asked about for this long: a payment is made within minutes of opening one. */
const OPEN_HORIZON_MS = 3 * 24 * 60 * 60_000;
/** Provider calls one run may make per kind of work: a backlog drains over several runs. */
export const BATCH = 50;

export interface ReconcileSummary {
  placed: number;
  refunded: number;
  expired: number;
  failed: number;
}

export interface ReconcileOptions {
  /** Leave checkouts younger than this to the browser and the webhook. 0 at start-up: whatever was under way when the store stopped. */
  graceMs: number;
}

function due(deps: PurchaseDeps, statuses: PaymentOrderStatus[], extra = sql`true`) {
  return deps.db
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.status, statuses), lte(paymentOrders.nextAttemptAt, sql`now()`), extra))
    .orderBy(asc(paymentOrders.nextAttemptAt))
    .limit(BATCH);
}

export async function reconcilePayments(deps: PurchaseDeps, options: ReconcileOptions = { graceMs: 60_000 }): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { placed: 0, refunded: 0, expired: 0, failed: 0 };
  const each = async (rows: PaymentOrderRow[], step: (row: PaymentOrderRow) => Promise<void>) => {
    for (const row of rows) {
      try {
        await step(row);
      } catch (error) {
        // One payment order the provider cannot answer for must not hold up the others.
        summary.failed++;
        await scheduleRetry(deps.db, row, error);
        deps.log.error({ err: error, paymentOrderId: row.id }, "payment reconciliation step failed");
      }
    }
  };
  const count = (outcome: string) => {
    if (outcome === "created") summary.placed++;
    if (outcome === "refunded") summary.refunded++;
  };

  const openSince = sql`${paymentOrders.createdAt} > now() - ${OPEN_HORIZON_MS} * interval '1 millisecond'`;
  const settled = sql`${paymentOrders.createdAt} <= now() - ${options.graceMs} * interval '1 millisecond'`;
  await each(await due(deps, ["created", "failed", "expired", "superseded"], sql`${openSince} and ${settled}`), async (row) => {
    const captured = await findCapturedPayment(deps.provider, row);
    if (captured) {
      try {
        count((await completePurchase(deps, row, captured.id)).outcome);
      } catch (error) {
        if (!(error instanceof PaymentNotConfirmed)) throw error;
      }
      return;
    }
    if (await expire(deps.db, row.id)) {
      await releaseCheckout(deps.db, row.id);
      summary.expired++;
    }
    // Nothing captured yet: look again later, less often as the checkout ages.
    await scheduleRetry(deps.db, row, "no captured payment yet");
  });
  await each(await due(deps, ["paid"]), async (row) => count((await placePaidOrder(deps, row.id)).outcome));
  await each(await due(deps, ["refund_pending"]), async (row) => {
    await refundPaymentOrder(deps, row);
    if ((await getPaymentOrder(deps.db, row.id)).status !== "refunded") {
      const refund = row.providerPaymentId ? await findRefundByKey(deps.db, wholePaymentRefundKey(row.providerPaymentId)) : undefined;
      throw new Error(refund?.lastError ?? "the provider has not accepted the refund yet");
    }
    summary.refunded++;
  });
  for (const refund of await dueRefunds(deps.db, BATCH)) await submitRefund(deps, refund);
  // A returned order is Refunded once its refund is accepted, whether by this run's retry or a webhook.
  summary.refunded += await settleReturnRefunds(deps);

  if (summary.placed + summary.refunded + summary.failed > 0) deps.log.warn(summary, "payment reconciliation caught up");
  return summary;
}

/**
 * Runs the reconciler once at start and then every `everyMs`, never two runs at once in
 * this process, and on a shared PostgreSQL server in one instance at a time.
 */
export function schedulePaymentReconciler(app: FastifyInstance, everyMs = 60_000) {
  // The first run, at start, takes up at once what an instance that stopped left mid-way.
  runEvery(app, { everyMs, failure: "payment reconciliation failed" }, (first) =>
    app.database.withExclusiveLock("payment-reconciler", () => reconcilePayments(purchaseDeps(app), first ? { graceMs: 0 } : undefined)),
  );
}

