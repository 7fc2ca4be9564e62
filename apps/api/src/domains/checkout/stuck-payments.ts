import type { StuckPaymentType } from "@vayu/shared/admin";
import { paiseToRupees } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { userContacts } from "../accounts/index";
import { findStuckPaymentOrders } from "./payment-order-state";

/** Paid checkouts the reconciler keeps failing on, each with its shopper (docs/purchase-flow.md, "The reconciler"). */
export async function listStuckPayments(db: DbOrTx): Promise<StuckPaymentType[]> {
  const rows = await findStuckPaymentOrders(db);
  if (rows.length === 0) return [];
  const customers = await userContacts(
    db,
    rows.map((r) => r.userId),
  );
  const byId = new Map(customers.map((c) => [c._id, c]));
  return rows.flatMap((row) => {
    if (row.status !== "paid" && row.status !== "refund_pending") return [];
    return [
      {
        _id: row.id,
        providerOrderId: row.providerOrderId,
        providerPaymentId: row.providerPaymentId,
        status: row.status,
        amount: paiseToRupees(row.amountPaise),
        attempts: row.attempts,
        lastError: row.lastError,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        customer: byId.get(row.userId) ?? { _id: row.userId, name: "", email: "" },
      },
    ];
  });
}
