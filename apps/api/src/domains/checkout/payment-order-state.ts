import { and, asc, desc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../http/pg-errors";
import type { ProviderPayment } from "./provider";
import { paymentOrders, type PaymentOrderStatus } from "./tables";

/**
 * The payment order's state machine: the only place its status changes. Each move is a
 * guarded update (`where status in (…)`), so of two callers racing for one move exactly
 * one wins, on PGlite and on a PostgreSQL server alike (docs/purchase-flow.md).
 */

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** Where a payment order may go from each status. */
export const PAYMENT_ORDER_MOVES = {
  created: ["superseded", "expired", "failed", "paid"],
  failed: ["paid"],
  expired: ["paid"],
  superseded: ["refund_pending"],
  paid: ["fulfilled", "refund_pending"],
  refund_pending: ["refunded"],
  fulfilled: [],
  refunded: [],
} as const satisfies Record<PaymentOrderStatus, readonly PaymentOrderStatus[]>;

function statusesMovingTo(to: PaymentOrderStatus): PaymentOrderStatus[] {
  return (Object.keys(PAYMENT_ORDER_MOVES) as PaymentOrderStatus[]).filter((from) =>
    (PAYMENT_ORDER_MOVES[from] as readonly PaymentOrderStatus[]).includes(to),
  );
}

/**
 * Moves the payment order from one of `from` (by default every status that may) to `to`;
 * the moved row, or undefined when it was in no such status.
 */
async function move(
  db: DbOrTx,
  id: string,
  to: PaymentOrderStatus,
  patch: Partial<typeof paymentOrders.$inferInsert> = {},
  from: PaymentOrderStatus[] = statusesMovingTo(to),
): Promise<PaymentOrderRow | undefined> {
  if (from.some((status) => !statusesMovingTo(to).includes(status))) throw new Error(`no move from ${from.join("/")} to ${to}`);
  const [row] = await db
    .update(paymentOrders)
    .set({ ...patch, status: to })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, from)))
    .returning();
  return row;
}

/** The provider does not vouch for this payment: the shopper gets no order from it. */
export class PaymentNotConfirmed extends Error {}

export async function findPaymentOrder(db: DbOrTx, providerOrderId: string, userId?: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), userId ? eq(paymentOrders.userId, userId) : undefined));
  return row;
}

export async function getPaymentOrder(db: DbOrTx, id: string): Promise<PaymentOrderRow> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  if (!row) throw new Error(`payment order ${id} does not exist`);
  return row;
}

/** Locks the payment order for the rest of the transaction. */
export async function lockPaymentOrder(db: DbOrTx, id: string): Promise<PaymentOrderRow> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update");
  if (!row) throw new Error(`payment order ${id} does not exist`);
  return row;
}

/** The shopper's checkout still waiting for payment with its stock held, if any. */
export async function findLivePaymentOrder(db: DbOrTx, userId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, "created"), gt(paymentOrders.reservedUntil, sql`now()`)))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row;
}

/**
 * The shopper's checkouts still awaiting payment (held stock or not) or paid and not yet
 * placed: what a cash-on-delivery order of their cart must settle first.
 */
export function findOpenPaymentOrders(db: DbOrTx, userId: string): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, ["created", "paid"])))
    .orderBy(asc(paymentOrders.createdAt));
}

/** Payment orders the shopper opened since `since` and has not paid. */
export async function countUnpaidSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.status, ["created", "superseded", "expired", "failed"]),
        gt(paymentOrders.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** created -> superseded: the shopper opened a checkout for a changed cart. */
export const supersede = (db: DbOrTx, id: string) => move(db, id, "superseded");

/** created -> expired, once its hold has run out. */
export async function expire(db: DbOrTx, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: "expired" })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, "created"), sql`${paymentOrders.reservedUntil} <= now()`))
    .returning();
  return row;
}

/**
 * created -> failed. A failure never turns a paid order back (events arrive out of order).
 * The reason is the provider's text: characters PostgreSQL cannot store are dropped, so a
 * signed webhook is never refused over them.
 */
export const recordFailure = (db: DbOrTx, id: string, reason: string) =>
  move(db, id, "failed", { failureReason: reason.replaceAll("\u0000", "").slice(0, 500) });

export type RecordedPayment =
  /** The payment is recorded: place the order. */
  | { outcome: "paid"; paymentOrder: PaymentOrderRow }
  /** Paid for a checkout the shopper had replaced: refund it. */
  | { outcome: "superseded"; paymentOrder: PaymentOrderRow }
  /** This very payment was recorded before: nothing new. */
  | { outcome: "already"; paymentOrder: PaymentOrderRow }
  /** Another payment already paid this order: this one goes back to the shopper. */
  | { outcome: "another_payment"; paymentOrder: PaymentOrderRow };

/** Money to settle starts its own count of tries: the looks taken while it was unpaid do not count. */
const FRESH_RETRIES = { attempts: 0, nextAttemptAt: new Date(0), lastError: null };

const SUPERSEDED_REASON = "you paid for a checkout that a newer one had replaced";

/** A payment the provider confirmed, recorded once: idempotent for the same payment. */
export async function recordPayment(db: DbOrTx, paymentOrderId: string, payment: ProviderPayment): Promise<RecordedPayment> {
  const recorded = { providerPaymentId: payment.id, paymentMethod: payment.method, failureReason: null, ...FRESH_RETRIES };
  try {
    const paid = await move(db, paymentOrderId, "paid", recorded);
    if (paid) return { outcome: "paid", paymentOrder: paid };
    const superseded = await move(db, paymentOrderId, "refund_pending", { ...recorded, failureReason: SUPERSEDED_REASON }, ["superseded"]);
    if (superseded) return { outcome: "superseded", paymentOrder: superseded };
  } catch (error) {
    // The payment id is unique: it already paid another order.
    if (isUniqueViolation(error)) throw new PaymentNotConfirmed("This payment belongs to another order.");
    throw error;
  }
  const current = await getPaymentOrder(db, paymentOrderId);
  return { outcome: current.providerPaymentId === payment.id ? "already" : "another_payment", paymentOrder: current };
}

/** paid -> fulfilled, inside the transaction that places the order. */
export async function markFulfilled(db: DbOrTx, id: string) {
  if (!(await move(db, id, "fulfilled"))) throw new Error(`payment order ${id} is not paid`);
}

/** paid -> refund_pending: the order cannot be placed. Only one caller wins, so one refund is asked for. */
export const claimRefund = (db: DbOrTx, id: string, reason: string) =>
  move(db, id, "refund_pending", { failureReason: reason.slice(0, 500), ...FRESH_RETRIES }, ["paid"]);

/** refund_pending -> refunded: the provider accepted the refund. */
export const markRefunded = (db: DbOrTx, id: string) => move(db, id, "refunded", { lastError: null });

/** How long the reconciler waits before trying a payment order (or refund) again: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

/** Records a failed try and when to try again. */
export async function scheduleRetry(db: DbOrTx, row: PaymentOrderRow, error: unknown) {
  const attempts = row.attempts + 1;
  await db
    .update(paymentOrders)
    .set({
      attempts,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    })
    .where(eq(paymentOrders.id, row.id));
}

/** After this many failed tries a payment order shows on the staff's list of stuck payments. */
export const STUCK_AFTER_ATTEMPTS = 3;

/** Paid checkouts the reconciler keeps failing to place or refund: money for a human to look into. */
export function findStuckPaymentOrders(db: DbOrTx): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.status, ["paid", "refund_pending"]), gte(paymentOrders.attempts, STUCK_AFTER_ATTEMPTS)))
    .orderBy(asc(paymentOrders.createdAt));
}
