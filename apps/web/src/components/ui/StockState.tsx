import { useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleAlert, CircleX } from "lucide-react";

/** Stock levels at or below this read "Only N left". */
export const LOW_STOCK = 5;

/** "In stock" / "Only N left" / "Out of stock" in the page's language. */
function useStockLabel(): (stock: number) => string {
  const { t } = useLingui();
  return (stock) => {
    if (stock < 1) return t`Out of stock`;
    return stock <= LOW_STOCK ? t`Only ${stock} left` : t`In stock`;
  };
}

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not text */
const stockTones = {
  out: [CircleX, "text-red-700 bg-red-50"],
  low: [CircleAlert, "text-amber-800 bg-amber-50"],
  in: [CircleCheck, "text-emerald-800 bg-emerald-50"],
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The product page's stock line: In stock / Only N left / Out of stock. */
export function StockState({ stock }: { stock: number }) {
  const stockLabel = useStockLabel();
  const [Icon, tone] = stock < 1 ? stockTones.out : stock <= LOW_STOCK ? stockTones.low : stockTones.in;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${tone}`}
      data-testid="stock-state"
    >
      <Icon className="size-4" aria-hidden />
      {stockLabel(stock)}
    </p>
  );
}

/** The card's quieter version: only shown when stock is low or gone. */
export function StockNote({ stock }: { stock: number }) {
  const stockLabel = useStockLabel();
  if (stock > LOW_STOCK) return null;
  return (
    <p className={`text-xs font-semibold ${stock < 1 ? "text-red-700" : "text-amber-700"}`}>
      {stockLabel(stock)}
    </p>
  );
}
