import { Trans, useLingui } from "@lingui/react/macro";
import { useDomId } from "../../lib/use-dom-id";

/**
 * "Sort by" and its choices, above a product grid. `form` names the page's filter form, which
 * sends the choice as `sort` when posted without JavaScript (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  form,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  form?: string;
}) {
  const id = useDomId();
  const { t } = useLingui();
  return (
    <div className="flex flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="hidden text-sm font-medium whitespace-nowrap text-slate-600 sm:block">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        aria-label={t`Sort by`}
        name="sort"
        form={form}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:w-52"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
