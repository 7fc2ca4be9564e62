import { Minus, Plus } from "lucide-react";

const stepButton =
  "flex size-9 shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/** Minus / quantity / plus with a step of 1 between `min` and `max` (docs/product/storefront.md "Behaviour"). */
export function QuantityStepper({
  quantity,
  max,
  disabled,
  itemName,
  onChange,
}: {
  quantity: number;
  max: number;
  disabled: boolean;
  itemName: string;
  onChange: (quantity: number) => void;
}) {
  return (
    <div
      className="inline-flex shrink-0 items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
      role="group"
      aria-label={`Quantity of ${itemName}`}
    >
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || quantity <= 1}
        aria-label={`Decrease quantity of ${itemName}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        className="min-w-10 border-x border-slate-300 px-2 text-center text-sm leading-9 font-semibold text-ink tabular-nums"
        aria-live="polite"
        aria-label={`Quantity of ${itemName}`}
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= max}
        aria-label={`Increase quantity of ${itemName}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
