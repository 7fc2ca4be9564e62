import { formatPaise, rupeesToPaise } from "@vayu/shared/money";
import { BadgePercent } from "lucide-react";

/** "You save ₹X": what sale prices take off list prices (docs/decisions/173-buy-now-and-savings.md); nothing when 0. */
export function YouSave({ rupees, className = "" }: { rupees: number; className?: string }) {
  if (rupees <= 0) return null;
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-semibold text-emerald-700 ${className}`}
      data-testid="you-save"
    >
      <BadgePercent className="size-4 shrink-0" aria-hidden />
      You save {formatPaise(rupeesToPaise(rupees))}
    </p>
  );
}
