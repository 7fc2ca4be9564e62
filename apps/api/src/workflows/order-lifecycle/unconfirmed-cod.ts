import { and, asc, eq, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orders } from "../../domains/orders/tables";
import type { OrderRow } from "../../domains/orders/order-detail";
import { getSettings } from "../../domains/settings/service";
import { conflict, HttpError } from "../../http/errors";
import { runEvery } from "../../jobs/run-every";
import { lifecycleDeps, type LifecycleDeps } from "./deps";
import { changeOrderStatus } from "./move-order";

const HOUR_MS = 60 * 60_000;
/** Orders looked at per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Cancels every cash-on-delivery order still Awaiting confirmation `codConfirmHours` (a store
 * setting) after it was placed: stock back, coupon use back, the shopper told by e-mail and on
 * their phone channels (docs/decisions/305-cod-confirmation.md). Each order moves under its
 * row lock and only if it still awaits confirmation, so a confirm arriving at the same moment
 * and this job never both win, and two instances never cancel it twice. Answers how many it
 * cancelled.
 */
export async function cancelUnconfirmedOrders(deps: LifecycleDeps, now = new Date()): Promise<number> {
  const hours = (await getSettings(deps.db)).codConfirmHours;
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderStatus, "Awaiting confirmation"), lte(orders.createdAt, new Date(now.getTime() - hours * HOUR_MS))))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const stillAwaiting = (order: OrderRow) => {
    if (order.orderStatus !== "Awaiting confirmation") throw conflict("Already answered.");
  };
  let cancelled = 0;
  for (const { id } of due) {
    try {
      await changeOrderStatus(
        deps,
        id,
        { status: "Cancelled", note: `Not confirmed within ${hours} hours`, unconfirmedHours: hours },
        { actor: { id: null, role: "system" }, check: stillAwaiting },
      );
      cancelled++;
    } catch (error) {
      // Confirmed or cancelled since it was read: the shopper's answer stands.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  if (cancelled > 0) deps.log.info({ cancelled }, "unconfirmed cash-on-delivery orders cancelled");
  return cancelled;
}

/** Every few minutes, in one instance at a time on a shared PostgreSQL server. */
export function scheduleUnconfirmedOrderCancels(app: FastifyInstance, everyMs = 5 * 60_000) {
  runEvery(app, { everyMs, failure: "cancelling unconfirmed cash-on-delivery orders failed" }, () =>
    app.database.withExclusiveLock("unconfirmed-cod-orders", () => cancelUnconfirmedOrders(lifecycleDeps(app))),
  );
}
