import { Trans, useLingui } from "@lingui/react/macro";
import { comparePath } from "@vayu/shared/compare-ids";
import { X } from "lucide-react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { buttonClasses } from "../../components/ui/Button";
import { clearCompared, toggleCompared, useComparedItems } from "./compare-list";

/** The bar of the products chosen to compare, with "Compare (n)" (loaded once something is chosen). */
export default function CompareBar() {
  const items = useComparedItems();
  const { t } = useLingui();
  const count = items.length;
  if (count === 0) return null;
  return (
    // On a phone's product page it sits on the buy bar docked at the bottom, not over it
    // (the bar publishes its height, features/cart/BuyBar.tsx).
    <aside
      aria-label={t`Products to compare`}
      className="fixed inset-x-0 bottom-[var(--buy-bar-height,0px)] z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
          {items.map((item) => {
            const { title } = item;
            return (
              <li
                key={item.id}
                className="flex max-w-48 shrink-0 items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs font-medium text-ink"
              >
                <span className="truncate">{title}</span>
                <button
                  type="button"
                  onClick={() => toggleCompared(item)}
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-ink"
                  aria-label={t`Remove ${title} from comparison`}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={clearCompared}
          className="hidden text-sm font-medium text-slate-600 hover:underline sm:inline"
        >
          <Trans>Clear</Trans>
        </button>
        <LocalisedLink
          to={comparePath(items.map((item) => item.id))}
          className={`${buttonClasses("primary", "sm")} shrink-0`}
        >
          <Trans>Compare ({count})</Trans>
        </LocalisedLink>
      </div>
    </aside>
  );
}
