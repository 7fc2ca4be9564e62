import { Trans, useLingui } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import { formatDeliveryDay } from "@vayu/shared/delivery-day";
import type { TrackedOrderType } from "@vayu/shared/tracking";
import { CheckCircle2, Truck } from "lucide-react";
import { ReturnedToOriginNote } from "../../components/order/ReturnedToOriginNote";
import { useOrderTexts } from "../../components/order/order-texts";
import { useFormats, useLocale } from "../../lib/i18n";

/** One order as /track shows it: read-only, nothing of the account (docs/decisions/300-signed-order-links-and-track-codes.md). */
export function TrackedOrderView({ order }: { order: TrackedOrderType }) {
  const { t } = useLingui();
  const formats = useFormats();
  const locale = useLocale();
  const texts = useOrderTexts();
  const rupees = (amount: number) => formats.price(rupeesToPaise(amount));
  const when = (iso: string) => formats.dateTime(iso);
  // A COD order that was cancelled or came back unpaid owes nothing (docs/decisions/306-return-to-origin.md).
  const totalLabel =
    order.paymentType !== "COD"
      ? t`Total paid`
      : order.status === "Cancelled" || order.status === "Returned to origin"
        ? t`Total (nothing paid)`
        : t`Total to pay on delivery`;
  const { number, city, pincode } = order;
  const status = texts.status(order.status);
  const placed = when(order.placedAt);
  const a = order.amounts;
  return (
    <article aria-labelledby="tracked-heading" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header>
        <h2 id="tracked-heading" className="text-xl font-bold text-ink">
          <Trans>Order #{number}</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            <span className="font-semibold text-ink">{status}</span> · placed {placed} · delivering to {city} {pincode}
          </Trans>
        </p>
        {order.expectedBy && <ExpectedBy day={formatDeliveryDay(order.expectedBy, locale)} />}
        {order.deliveredAt && <DeliveredAt when={when(order.deliveredAt)} />}
      </header>

      {order.status === "Returned to origin" && <ReturnedToOriginNote />}
      {order.tracking && (
        <section aria-label={t`Tracking`} className="flex items-start gap-3 rounded-xl bg-brand-50/60 p-3 text-sm">
          <Truck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          <p className="min-w-0 break-words">
            <CourierLine courier={order.tracking.courier} number={order.tracking.number} />
            {order.tracking.url && (
              <>
                {" · "}
                <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                  <TrackWith courier={order.tracking.courier} />
                </a>
              </>
            )}
          </p>
        </section>
      )}

      <section aria-label={t`Timeline`}>
        <ol className="space-y-2">
          {order.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex items-center gap-2 text-sm">
              <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
              <span className="font-medium text-ink">{texts.status(step.status)}</span>
              <span className="text-slate-500">{when(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label={t`Items`}>
        <ul className="divide-y divide-slate-100 text-sm">
          {order.items.map((item, i) => (
            <li key={`${item.title}-${i}`} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">{item.title}</span>
              <span className="shrink-0 text-slate-600">× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between"><dt>{t`Subtotal`}</dt><dd>{rupees(a.subtotal)}</dd></div>
          {a.discount > 0 && <div className="flex justify-between text-emerald-700"><dt>{t`Discounts`}</dt><dd>-{rupees(a.discount)}</dd></div>}
          <div className="flex justify-between"><dt>{t`Shipping`}</dt><dd>{rupees(a.shipping)}</dd></div>
          {a.codCharge > 0 && <div className="flex justify-between"><dt>{t`Cash on delivery charge`}</dt><dd>{rupees(a.codCharge)}</dd></div>}
          <div className="flex justify-between font-bold text-ink"><dt>{totalLabel}</dt><dd>{rupees(a.total)}</dd></div>
        </dl>
      </section>
    </article>
  );
}

function ExpectedBy({ day }: { day: string }) {
  return (
    <p className="mt-1 text-sm font-medium text-emerald-700">
      <Trans>Expected by {day}</Trans>
    </p>
  );
}

function DeliveredAt({ when }: { when: string }) {
  return (
    <p className="mt-1 text-sm font-medium text-emerald-700">
      <Trans>Delivered {when}</Trans>
    </p>
  );
}

function CourierLine({ courier, number }: { courier: string; number: string }) {
  return (
    <Trans>
      {courier}, tracking number <span className="font-mono">{number}</span>
    </Trans>
  );
}

function TrackWith({ courier }: { courier: string }) {
  return <Trans>Track with {courier}</Trans>;
}
