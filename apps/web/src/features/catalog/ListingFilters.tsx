import type { CategoryType } from "@vayu/shared/catalog";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { FilterSection, FiltersPanel } from "../../components/ui/FilterSection";
import { priceBands } from "./listing-filters";
import { orderedRange } from "../../lib/price-range";
import { clearFilters, isFiltered, toggleSubcategory, type ListingState } from "./listing-params";
import { useDomId } from "../../lib/use-dom-id";

const chipClasses = (active: boolean) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not text
  `w-full rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors ${active ? "bg-brand-600 text-white" : "bg-slate-50 text-slate-700 hover:bg-brand-50 hover:text-brand-700"}`;

/** A number box's up/down arrows take the room of two digits; typing is how prices are entered. */
const noSpinButtonsClass =
  "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none";

function RupeeInput({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: number | undefined;
  placeholder: string;
}) {
  const id = useDomId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={value}
        placeholder={placeholder}
        className={`h-9 w-full rounded-lg border border-slate-300 px-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${noSpinButtonsClass}`}
      />
    </div>
  );
}

function PriceRange({
  formId,
  path,
  state,
  quartiles,
  onChange,
}: {
  formId: string;
  path: string;
  state: ListingState;
  quartiles: readonly number[];
  onChange: (state: ListingState) => void;
}) {
  const { t, i18n } = useLingui();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(form.get(name) ?? "").trim();
      return value === "" ? undefined : Math.max(0, Math.floor(Number(value)));
    };
    onChange({ ...state, ...orderedRange(read("min"), read("max")) });
  };
  return (
    <>
      {/* The quick ranges need the script: without it the inputs below are the price filter. */}
      <ul className="grid grid-cols-2 gap-1.5 noscript:hidden lg:grid-cols-1">
        {priceBands(quartiles, i18n).map((band) => {
          const active = band.min === state.minPrice && band.max === state.maxPrice;
          return (
            <li key={band.label}>
              <button
                type="button"
                aria-pressed={active}
                className={chipClasses(active)}
                onClick={() =>
                  onChange({
                    ...state,
                    minPrice: active ? undefined : band.min,
                    maxPrice: active ? undefined : band.max,
                  })
                }
              >
                {band.label}
              </button>
            </li>
          );
        })}
      </ul>
      {/* Keyed on the URL's range so Back and the quick ranges refill the inputs. Without the script
          it is the whole panel's GET form: the subcategory boxes and the sort join it by `form`.
          In the desktop's narrow column Apply goes under the two boxes, which then have room for six digits. */}
      <form
        key={`${state.minPrice}-${state.maxPrice}`}
        id={formId}
        method="get"
        action={path}
        onSubmit={apply}
        className="mt-3 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 lg:grid-cols-2"
        aria-label={t`Custom price range`}
      >
        <RupeeInput name="min" label={t`Min (₹)`} value={state.minPrice} placeholder="0" />
        <RupeeInput name="max" label={t`Max (₹)`} value={state.maxPrice} placeholder={t`Any`} />
        <Button type="submit" size="sm" variant="outline" className="lg:col-span-2">
          <Trans>Apply</Trans>
        </Button>
      </form>
    </>
  );
}

/**
 * The listing's filter panel: All Sub Categories, one checkbox per subcategory, and a price range.
 * Before or without JavaScript it is a GET form (id `formId`) of the URL's own parameters, which
 * the server reads and answers with the listing's canonical URL (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function ListingFilters({
  formId,
  category,
  state,
  quartiles,
  onChange,
}: {
  formId: string;
  category: CategoryType;
  state: ListingState;
  quartiles: readonly number[];
  onChange: (state: ListingState) => void;
}) {
  const { t } = useLingui();
  return (
    <FiltersPanel filtered={isFiltered(state)} onClear={() => onChange(clearFilters(state))}>
      <FilterSection title={t`Sub Categories`}>
        <button
          type="button"
          aria-pressed={state.subcategoryIds.length === 0}
          className={`${chipClasses(state.subcategoryIds.length === 0)} noscript:hidden`}
          onClick={() => onChange({ ...state, subcategoryIds: [] })}
        >
          <Trans>All Sub Categories</Trans>
        </button>
        <ul className="mt-2 space-y-0.5 noscript:mt-0">
          {category.subcategories.map((subcategory) => (
            <li key={subcategory._id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  name="sub"
                  value={subcategory._id}
                  form={formId}
                  className="size-4 rounded border-slate-300 accent-brand-600"
                  checked={state.subcategoryIds.includes(subcategory._id)}
                  onChange={() => onChange(toggleSubcategory(state, subcategory._id))}
                />
                {subcategory.name}
              </label>
            </li>
          ))}
        </ul>
      </FilterSection>
      <FilterSection title={t`Price`}>
        <PriceRange
          formId={formId}
          path={categoryPath(category)}
          state={state}
          quartiles={quartiles}
          onChange={onChange}
        />
      </FilterSection>
    </FiltersPanel>
  );
}
