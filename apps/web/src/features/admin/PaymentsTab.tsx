import { AlertTriangle } from "lucide-react";
import type { StuckPaymentType } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { useStuckPayments } from "./api/payments";
import { PanelState } from "./PanelState";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

const WAITING_FOR: Record<StuckPaymentType["status"], string> = {
  paid: "Paid, order not placed yet",
  refund_pending: "Refund not accepted by the payment provider yet",
};

/** Paid checkouts the store keeps failing to place or refund; it keeps retrying on its own (docs/purchase-flow.md). */
export function PaymentsTab() {
  const payments = useStuckPayments();
  return (
    <section aria-label="Payments needing attention">
      <p className="mb-3 text-sm text-slate-600">
        Payments the store has tried three times or more to turn into an order or a refund. It keeps retrying;
        check the payment at the provider if one stays here.
      </p>
      <PanelState query={payments} empty="No payments need attention.">
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((payment) => (
              <StuckPaymentCard key={payment._id} payment={payment} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function StuckPaymentCard({ payment }: { payment: StuckPaymentType }) {
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-amber-300">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="inline-flex items-center gap-1.5 font-semibold text-amber-900">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          {WAITING_FOR[payment.status]}
        </p>
        <p className="font-semibold text-ink">{formatRupees(payment.amount)}</p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Shopper</dt>
        <dd className="min-w-0 break-words text-slate-800">
          {payment.customer.name} · {payment.customer.email}
        </dd>
        <dt className="text-slate-500">Provider order</dt>
        <dd className="min-w-0 font-mono text-xs break-all text-slate-800">{payment.providerOrderId}</dd>
        <dt className="text-slate-500">Payment</dt>
        <dd className="min-w-0 font-mono text-xs break-all text-slate-800">
          {payment.providerPaymentId ?? "—"}
        </dd>
        <dt className="text-slate-500">Tries</dt>
        <dd className="text-slate-800">
          {payment.attempts}, next at {dateTime.format(new Date(payment.nextAttemptAt))}
        </dd>
        {payment.lastError && (
          <>
            <dt className="text-slate-500">Last error</dt>
            <dd className="min-w-0 break-words text-slate-800">{payment.lastError}</dd>
          </>
        )}
      </dl>
    </li>
  );
}
