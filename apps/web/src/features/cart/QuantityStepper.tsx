import { useLingui } from "@lingui/react/macro";
import { Minus, Plus } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

const stepButtonClasses =
  "flex size-9 shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/**
 * What a step does: calls `onChange` with the quantity it asks for or, in a form, submits it
 * as the field `name` (docs/decisions/195-forms-before-javascript.md).
 */
type StepTarget = { onChange: (quantity: number) => void; name?: never } | { name: string; onChange?: never };

function stepProps(to: number, target: StepTarget): ButtonHTMLAttributes<HTMLButtonElement> {
  if (target.name !== undefined) return { type: "submit", name: target.name, value: to };
  const { onChange } = target;
  return { type: "button", onClick: () => onChange(to) };
}

/** Minus / quantity / plus with a step of 1 between `min` and `max` (docs/product/storefront.md "Behaviour"). */
export function QuantityStepper({
  quantity,
  max,
  disabled,
  itemName,
  ...target
}: {
  quantity: number;
  max: number;
  disabled: boolean;
  itemName: string;
} & StepTarget) {
  const { t } = useLingui();
  return (
    <div
      className="inline-flex shrink-0 items-center overflow-hidden rounded-lg border border-slate-300 bg-white"
      role="group"
      aria-label={t`Quantity of ${itemName}`}
    >
      <button
        {...stepProps(quantity - 1, target)}
        className={stepButtonClasses}
        disabled={disabled || quantity <= 1}
        aria-label={t`Decrease quantity of ${itemName}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        className="min-w-10 border-x border-slate-300 px-2 text-center text-sm leading-9 font-semibold text-ink tabular-nums"
        aria-live="polite"
        aria-label={t`Quantity of ${itemName}`}
      >
        {quantity}
      </output>
      <button
        {...stepProps(quantity + 1, target)}
        className={stepButtonClasses}
        disabled={disabled || quantity >= max}
        aria-label={t`Increase quantity of ${itemName}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
