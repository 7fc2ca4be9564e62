import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { formatDateTime } from "../../lib/order-format";
import { OrderPanel as Panel } from "./OrderPanel";

/** The order's refunds, each with its state and payout, and what may still be refunded. */
export function OrderRefundsPanel({ order }: { order: AdminOrderDetailType }) {
  return (
    <Panel title="Refunds">
      {order.refunds.length === 0 ? (
        <p className="text-sm text-slate-600">No refunds.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund._id} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
              <p className="flex justify-between gap-2">
                <span className="font-bold text-ink tabular-nums">{formatRupees(refund.amount)}</span>
                <span className="font-medium text-slate-700 capitalize">{refund.status}</span>
              </p>
              <p className="text-xs text-slate-600">{formatDateTime(refund.at)}</p>
              <p className="mt-0.5 break-words text-slate-700">{refund.reason}</p>
              <p className="font-mono text-xs break-all text-slate-600">
                {refund.payout === "staff"
                  ? "Paid out by staff"
                  : (refund.providerRefundId ?? "Not yet accepted by the provider")}
              </p>
              {refund.lastError && (
                <p className="text-xs text-red-700">Provider: {refund.lastError} (retried automatically)</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
        Still refundable: <span className="font-semibold text-ink">{formatRupees(order.refundable)}</span>
      </p>
    </Panel>
  );
}
