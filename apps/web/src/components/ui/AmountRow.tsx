import { formatRupees } from "@vayu/shared/money";
import type { ReactNode } from "react";

/**
 * One "label … ₹amount" line of a price breakdown (cart summary, checkout Price Details,
 * an order's totals); `total` is the closing line, set apart by a rule. Lives inside a <dl>.
 */
export function AmountRow({
  label,
  rupees,
  total = false,
  discount = false,
  testId,
}: {
  label: ReactNode;
  rupees: number;
  total?: boolean;
  /** An amount taken off (a coupon, the prepaid offer): shown as "−₹500.00", in green. */
  discount?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-3 ${total ? "border-t border-slate-200 pt-2 font-bold" : ""}`}>
      <dt className={total ? "text-ink" : "text-slate-600"}>{label}</dt>
      <dd
        className={`tabular-nums ${discount ? "text-emerald-700" : "text-ink"} ${total ? "" : "font-medium"}`}
        data-testid={testId}
      >
        {discount ? `−${formatRupees(rupees)}` : formatRupees(rupees)}
      </dd>
    </div>
  );
}
