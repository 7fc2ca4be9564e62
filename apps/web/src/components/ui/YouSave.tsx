import { Trans } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import { useFormats } from "../../lib/i18n";
import { BadgePercent } from "lucide-react";

/** "You save ₹X": what sale prices take off list prices (docs/decisions/173-buy-now-and-savings.md); nothing when 0. */
export function YouSave({ rupees, className = "" }: { rupees: number; className?: string }) {
  const { price } = useFormats();
  if (rupees <= 0) return null;
  const saved = price(rupeesToPaise(rupees));
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-semibold text-emerald-700 ${className}`}
      data-testid="you-save"
    >
      <BadgePercent className="size-4 shrink-0" aria-hidden />
      <Trans>You save {saved}</Trans>
    </p>
  );
}
