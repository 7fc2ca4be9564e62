import type { YesNo } from "./staff-forms";
import { useDomId } from "../../lib/use-dom-id";

/**
 * Whether units coming back go back to stock: asked every time, nothing chosen at first, so
 * a damaged unit is never put on sale by a default (docs/decisions/187-safe-staff-order-actions.md).
 */
export function StockChoice({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: string | undefined;
}) {
  const name = useDomId();
  const errorId = `${name}-error`;
  const options: { value: YesNo; label: string }[] = [
    { value: "yes", label: "Back to stock: they can be sold again" },
    { value: "no", label: "Not back to stock: damaged or not sellable" },
  ];
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="space-y-1.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
