import { formatRupees } from "@vayu/shared/money";
import { LoadError } from "../../components/ui/LoadError";
import { formatDateTime } from "../../lib/order-format";
import { useCodRefusals } from "./api/cod-decisions";

/**
 * Why shoppers were refused cash on delivery at checkout, newest first: the rule in the
 * staff's words, for the shopper who calls to ask (docs/decisions/307-cod-rules-at-checkout.md).
 */
export function CodRefusals() {
  const refusals = useCodRefusals();
  return (
    <section aria-label="Cash on delivery refused" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold text-ink">Cash on delivery refused</h2>
      <p className="mb-2 text-sm text-slate-500">The latest 200 checkouts the COD rules refused, whatever the days above.</p>
      {refusals.isError ? (
        <LoadError onRetry={() => void refusals.refetch()} />
      ) : !refusals.data ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : refusals.data.decisions.length === 0 ? (
        <p className="text-sm text-slate-500">No shopper has been refused cash on delivery.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {refusals.data.decisions.map((d) => (
            <li key={d.id} className="py-2">
              <p className="font-medium text-ink">{d.ruleText}</p>
              <p className="break-words text-slate-600">
                {d.shopper ? `${d.shopper.name}${d.shopper.email ? ` (${d.shopper.email})` : ""}` : "A deleted account"} · pincode {d.pincode} ·{" "}
                {formatRupees(d.orderValue)} · {formatDateTime(d.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
