import { formatRupees } from "@vayu/shared/money";
import { formatDeliveryDay } from "@vayu/shared/orders";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { CheckCircle2, Truck } from "lucide-react";
import { ReturnedToOriginNote } from "../../components/order/ReturnedToOriginNote";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const when = (iso: string) => dateTime.format(new Date(iso));

/** A COD order that was cancelled or came back unpaid owes nothing (docs/decisions/306-return-to-origin.md). */
function trackedTotalLabel(order: TrackedOrderType): string {
  if (order.paymentType !== "COD") return "Total paid";
  return order.status === "Cancelled" || order.status === "Returned to origin" ? "Total (nothing paid)" : "Total to pay on delivery";
}

/** One order as /track shows it: read-only, nothing of the account (docs/decisions/300-signed-order-links-and-track-codes.md). */
export function TrackedOrderView({ order }: { order: TrackedOrderType }) {
  const a = order.amounts;
  return (
    <article aria-labelledby="tracked-heading" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header>
        <h2 id="tracked-heading" className="text-xl font-bold text-ink">
          Order #{order.number}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-semibold text-ink">{order.status}</span> · placed {when(order.placedAt)} · delivering to {order.city} {order.pincode}
        </p>
        {order.expectedBy && <p className="mt-1 text-sm font-medium text-emerald-700">Expected by {formatDeliveryDay(order.expectedBy)}</p>}
        {order.deliveredAt && <p className="mt-1 text-sm font-medium text-emerald-700">Delivered {when(order.deliveredAt)}</p>}
      </header>

      {order.status === "Returned to origin" && <ReturnedToOriginNote />}
      {order.tracking && (
        <section aria-label="Tracking" className="flex items-start gap-3 rounded-xl bg-brand-50/60 p-3 text-sm">
          <Truck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <p className="min-w-0 break-words">
            {order.tracking.courier}, tracking number <span className="font-mono">{order.tracking.number}</span>
            {order.tracking.url && (
              <>
                {" · "}
                <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                  Track with {order.tracking.courier}
                </a>
              </>
            )}
          </p>
        </section>
      )}

      <section aria-label="Timeline">
        <ol className="space-y-2">
          {order.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex items-center gap-2 text-sm">
              <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
              <span className="font-medium text-ink">{step.status}</span>
              <span className="text-slate-500">{when(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Items">
        <ul className="divide-y divide-slate-100 text-sm">
          {order.items.map((item, i) => (
            <li key={`${item.title}-${i}`} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">{item.title}</span>
              <span className="shrink-0 text-slate-600">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between"><dt>Subtotal</dt><dd>{formatRupees(a.subtotal)}</dd></div>
          {a.discount > 0 && <div className="flex justify-between text-emerald-700"><dt>Discounts</dt><dd>-{formatRupees(a.discount)}</dd></div>}
          <div className="flex justify-between"><dt>Shipping</dt><dd>{formatRupees(a.shipping)}</dd></div>
          {a.codCharge > 0 && <div className="flex justify-between"><dt>Cash on delivery charge</dt><dd>{formatRupees(a.codCharge)}</dd></div>}
          <div className="flex justify-between font-bold text-ink"><dt>{trackedTotalLabel(order)}</dt><dd>{formatRupees(a.total)}</dd></div>
        </dl>
      </section>
    </article>
  );
}
