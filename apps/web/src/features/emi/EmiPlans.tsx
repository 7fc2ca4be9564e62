import { Trans, useLingui } from "@lingui/react/macro";
import type { EmiOptionType } from "@vayu/shared/emi-plans";
import { rupeesToPaise } from "@vayu/shared/money";
import { ChevronDown, CreditCard } from "lucide-react";
import { useFormats } from "../../lib/i18n";
import { useProductEmi } from "./api/product-emi";

/** A rupee figure of the API's to the paisa, as a card statement shows it: "₹4,512.92". */
function useRupees() {
  const { price } = useFormats();
  return (rupees: number) => price(rupeesToPaise(rupees));
}

function PlanRow({ option }: { option: EmiOptionType }) {
  const rupees = useRupees();
  const { number } = useFormats();
  return (
    <tr className="border-t border-slate-100">
      {/* The bank heads its group of rows on screen; a screen reader hears it with each row. */}
      <th scope="row" className="py-2 pr-2 text-right font-normal tabular-nums">
        <span className="sr-only">{option.issuer}, </span>
        {number(option.tenureMonths)}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">
        {option.noCost ? (
          <span className="font-semibold text-emerald-700">
            <Trans>No cost</Trans>
          </span>
        ) : (
          `${number(option.yearlyRatePercent)}%`
        )}
      </td>
      <td className="px-2 py-2 text-right font-semibold text-ink tabular-nums">{rupees(option.monthly)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{rupees(option.interest)}</td>
      <td className="px-2 py-2 text-right tabular-nums">
        {option.noCost ? (
          rupees(option.discount)
        ) : (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">
              <Trans>None</Trans>
            </span>
          </>
        )}
      </td>
      <td className="py-2 pl-2 text-right tabular-nums">{rupees(option.total)}</td>
    </tr>
  );
}

/** The options by bank or card, each bank where its lowest instalment first comes. */
function byIssuer(options: readonly EmiOptionType[]): [string, EmiOptionType[]][] {
  const groups = new Map<string, EmiOptionType[]>();
  for (const option of options) groups.set(option.issuer, [...(groups.get(option.issuer) ?? []), option]);
  return [...groups];
}

/**
 * "EMI from ₹X/month" under the buy box, opening to each plan's figures as the server worked
 * them out (docs/decisions/323-emi-plans.md); a <details>, so it opens without JavaScript.
 */
export function EmiPlans({ productId }: { productId: string }) {
  const emi = useProductEmi(productId);
  const { t } = useLingui();
  const rupees = useRupees();
  if (!emi.data || emi.data.from === null) return null;
  const { from, options } = emi.data;
  const price = rupees(emi.data.price);
  const monthly = rupees(from);
  const noCost = options.some((option) => option.noCost);
  return (
    <details className="group mt-4 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="emi">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-5 py-3 text-sm text-slate-700 sm:px-6 [&::-webkit-details-marker]:hidden">
        <CreditCard className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span className="min-w-0 flex-1">
          <Trans>
            EMI from <span className="font-semibold text-ink">{monthly}/month</span>
          </Trans>
        </span>
        <span className="flex shrink-0 items-center gap-1 font-medium text-brand-700">
          <Trans>See plans</Trans>
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </span>
      </summary>
      <div className="border-t border-slate-100 px-5 pt-3 pb-5 sm:px-6">
        {/* No intrinsic width, so the table scrolls in here instead of widening the page's column;
            positioned, so the cells' screen-reader-only words stay inside it too. */}
        <div className="relative overflow-x-auto [contain:inline-size]" role="region" aria-label={t`EMI plans`} tabIndex={0}>
          <table className="w-full min-w-[28rem] text-sm text-slate-700">
            <caption className="pb-2 text-left text-slate-500">
              <Trans>On today's price of {price}</Trans>
            </caption>
            <thead>
              <tr className="text-xs text-slate-500">
                <th scope="col" className="pr-2 pb-2 text-right font-medium">
                  <Trans>Months</Trans>
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  <Trans>Interest a year</Trans>
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  <Trans>Monthly instalment</Trans>
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  <Trans>Total interest</Trans>
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  <Trans>No-cost discount</Trans>
                </th>
                <th scope="col" className="pb-2 pl-2 text-right font-medium">
                  <Trans>Total payable</Trans>
                </th>
              </tr>
            </thead>
            {byIssuer(options).map(([issuer, plans]) => (
              <tbody key={issuer}>
                <tr aria-hidden="true" className="border-t border-slate-200">
                  <td colSpan={6} className="pt-3 pb-1 text-left font-semibold text-ink">
                    {issuer}
                  </td>
                </tr>
                {plans.map((option, index) => (
                  <PlanRow key={index} option={option} />
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <p className="mt-3 text-xs leading-relaxed text-slate-500">
          <Trans>
            EMI is offered at payment by our payment provider: choose EMI when you pay. The store does not lend;
            your bank confirms the plan at payment and may charge a processing fee.
          </Trans>
          {noCost && (
            <>
              {" "}
              <Trans>
                On a no-cost plan the bank still charges interest: the store pays it as a discount taken off at
                payment, so your instalments add up to the price.
              </Trans>
            </>
          )}
        </p>
      </div>
    </details>
  );
}
