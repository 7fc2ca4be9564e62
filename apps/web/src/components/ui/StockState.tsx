import { CircleCheck, CircleAlert, CircleX } from "lucide-react";

/** Stock levels at or below this read "Only N left". */
export const LOW_STOCK = 5;

export function stockLabel(stock: number): string {
  if (stock < 1) return "Out of stock";
  return stock <= LOW_STOCK ? `Only ${stock} left` : "In stock";
}

/** The product page's stock line: In stock / Only N left / Out of stock. */
export function StockState({ stock }: { stock: number }) {
  const [Icon, tone] =
    stock < 1
      ? [CircleX, "text-red-700 bg-red-50"]
      : stock <= LOW_STOCK
        ? [CircleAlert, "text-amber-800 bg-amber-50"]
        : [CircleCheck, "text-emerald-800 bg-emerald-50"];
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
  if (stock > LOW_STOCK) return null;
  return (
    <p className={`text-xs font-semibold ${stock < 1 ? "text-red-700" : "text-amber-700"}`}>
      {stockLabel(stock)}
    </p>
  );
}
