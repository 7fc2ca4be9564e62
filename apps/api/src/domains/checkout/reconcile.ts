import { and, gt, inArray, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { fulfilPaymentOrder, fulfilmentDeps, settleRefund, type FulfilmentDeps } from "../orders/fulfilment";
import { confirmCapturedPayment, markPaid, PaymentNotConfirmed, type PaymentOrderRow } from "./payment-confirmation";
import { paymentProviderFor } from "./provider";
import { paymentOrders } from "./tables";

/** The browser and the webhook get this long to confirm a payment before we go and ask. */
const GRACE_MS = 2 * 60_000;
/** Razorpay retries a webhook for 24 hours; older unpaid orders were abandoned. */
const HORIZON_MS = 24 * 60 * 60_000;

export interface ReconcileSummary {
  placed: number;
  refunded: number;
}

/** Payment orders still open: the provider may hold a captured payment we never heard of. */
async function confirmMissedPayment(deps: FulfilmentDeps, paymentOrder: PaymentOrderRow) {
  const captured = (await deps.provider.fetchOrderPayments(paymentOrder.providerOrderId)).find((p) => p.status === "captured");
  if (!captured) return;
  try {
    await markPaid(deps.db, paymentOrder, await confirmCapturedPayment(deps.provider, paymentOrder, captured.id));
  } catch (error) {
    if (!(error instanceof PaymentNotConfirmed)) throw error;
  }
}

/**
 * The safety net behind the browser and the webhooks (razorpay-contract.md, known bug 5):
 * open payment orders are checked with the provider, paid ones fulfilled, pending refunds
 * retried. Every step is idempotent, so runs may overlap, also across instances.
 */
export async function reconcilePayments(deps: FulfilmentDeps, now = new Date()): Promise<ReconcileSummary> {
  const settledBefore = new Date(now.getTime() - GRACE_MS);
  const due = (statuses: PaymentOrderRow["status"][]) =>
    deps.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          inArray(paymentOrders.status, statuses),
          lt(paymentOrders.createdAt, settledBefore),
          gt(paymentOrders.createdAt, new Date(now.getTime() - HORIZON_MS)),
        ),
      );
  const each = async (rows: PaymentOrderRow[], step: (row: PaymentOrderRow) => Promise<void>) => {
    for (const row of rows) {
      // One payment order the provider cannot answer for must not hold up the others.
      await step(row).catch((error: unknown) => deps.log.error({ err: error, paymentOrderId: row.id }, "payment reconciliation step failed"));
    }
  };

  const summary: ReconcileSummary = { placed: 0, refunded: 0 };
  await each(await due(["created", "failed"]), (row) => confirmMissedPayment(deps, row));
  await each(await due(["paid"]), async (row) => {
    const result = await fulfilPaymentOrder(deps, row.id);
    if (result.outcome === "created") summary.placed++;
    if (result.outcome === "refunded") summary.refunded++;
  });
  await each(await due(["refund_pending"]), async (row) => {
    if ((await settleRefund(deps, row)).status === "refunded") summary.refunded++;
  });
  if (summary.placed + summary.refunded > 0) deps.log.warn(summary, "payment reconciliation caught up");
  return summary;
}

/** Runs the reconciler every few minutes for the life of the app (never two runs at once). */
export function schedulePaymentReconciler(app: FastifyInstance, everyMs = 5 * 60_000) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= reconcilePayments(fulfilmentDeps(app, paymentProviderFor(app)))
      .catch((error: unknown) => app.log.error({ err: error }, "payment reconciliation failed"))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
