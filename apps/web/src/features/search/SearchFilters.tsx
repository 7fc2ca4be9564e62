import { Trans, useLingui } from "@lingui/react/macro";
import type { CategoryType } from "@vayu/shared/catalog";
import { type FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { FilterSection, FiltersPanel } from "../../components/ui/FilterSection";
import { orderedRange } from "../../lib/price-range";
import type { SearchState } from "../../lib/search-params";
import { useDomId } from "../../lib/use-dom-id";

const inputClass =
  "h-9 w-full rounded-lg border border-slate-300 px-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";

/** One end of the price range: whole rupees. */
function PriceInput(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: number | undefined;
  placeholder: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={props.id} className="mb-1 block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        className={inputClass}
      />
    </div>
  );
}

export const isFiltered = (state: SearchState) =>
  state.categoryId !== undefined ||
  state.minPrice !== undefined ||
  state.maxPrice !== undefined ||
  state.inStock;

export const clearFilters = (state: SearchState): SearchState => ({
  ...state,
  categoryId: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  page: 1,
});

/**
 * The results page's filters: one category, a rupee range on the price paid, in stock only. Every
 * change starts again at page 1. Before or without JavaScript they are a GET form (id `formId`) of
 * the page's own URL parameters (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function SearchFilters({
  formId,
  state,
  categories,
  onChange,
}: {
  formId: string;
  state: SearchState;
  categories: CategoryType[];
  onChange: (state: SearchState) => void;
}) {
  const minId = useDomId();
  const { t } = useLingui();
  const maxId = useDomId();
  const change = (next: Partial<SearchState>) => onChange({ ...state, ...next, page: 1 });
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(form.get(name) ?? "").trim();
      return /^\d{1,8}$/.test(value) ? Number(value) : undefined;
    };
    change(orderedRange(read("min"), read("max")));
  };
  return (
    <FiltersPanel filtered={isFiltered(state)} onClear={() => onChange(clearFilters(state))}>
      <FilterSection title={t`Category`}>
        <ul className="space-y-0.5">
          {[{ _id: undefined, name: t`All categories` }, ...categories].map((category) => (
            <li key={category._id ?? "all"}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="radio"
                  name="category"
                  value={category._id ?? ""}
                  form={formId}
                  className="size-4 accent-brand-600"
                  checked={state.categoryId === category._id}
                  onChange={() => change({ categoryId: category._id })}
                />
                {category.name}
              </label>
            </li>
          ))}
        </ul>
      </FilterSection>
      <FilterSection title={t`Price`}>
        {/* Without the script it is the whole panel's GET form: the other filters and the sort join it by `form`. */}
        <form
          key={`${state.minPrice}-${state.maxPrice}`}
          id={formId}
          method="get"
          action="/search"
          onSubmit={applyPrice}
          className="flex items-end gap-2"
          aria-label={t`Price range`}
        >
          <input type="hidden" name="q" value={state.q} />
          <PriceInput
            id={minId}
            name="min"
            label={t`Min (₹)`}
            defaultValue={state.minPrice}
            placeholder="0"
          />
          <PriceInput
            id={maxId}
            name="max"
            label={t`Max (₹)`}
            defaultValue={state.maxPrice}
            placeholder={t`Any`}
          />
          <Button type="submit" size="sm" variant="outline">
            <Trans>Apply</Trans>
          </Button>
        </form>
      </FilterSection>
      <FilterSection title={t`Availability`}>
        <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50">
          <input
            type="checkbox"
            name="stock"
            value="1"
            form={formId}
            className="size-4 rounded border-slate-300 accent-brand-600"
            checked={state.inStock}
            onChange={(event) => change({ inStock: event.target.checked })}
          />
          <Trans>In stock only</Trans>
        </label>
      </FilterSection>
    </FiltersPanel>
  );
}
