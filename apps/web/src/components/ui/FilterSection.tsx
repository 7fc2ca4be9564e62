import { Trans } from "@lingui/react/macro";
import { type ReactNode } from "react";
import { useDomId } from "../../lib/use-dom-id";

/** One titled group of a listing's filters (the category listing and search results share them). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useDomId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-100 px-4 py-4 last:border-b-0">
      <h2 id={id} className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A listing's filter card: its title, "Clear all" while any filter is set, and the sections. */
export function FiltersPanel({
  filtered,
  onClear,
  children,
}: {
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-white ring-1 ring-slate-200">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <p className="font-bold text-ink">
          <Trans>Filters</Trans>
        </p>
        {filtered && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 noscript:hidden hover:underline"
            onClick={onClear}
          >
            <Trans>Clear all</Trans>
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
