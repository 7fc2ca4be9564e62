import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import { LocalisedLink } from "../LocalisedLink";

export interface Crumb {
  label: string;
  to?: string;
  /** `"en"` for a name a Hindi page shows in English (untranslated content). */
  lang?: "en" | undefined;
}

/** "Home › Fans › Ceiling Fans": the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight className="size-3.5 shrink-0 text-slate-400" aria-hidden />}
            {item.to ? (
              <LocalisedLink to={item.to} lang={item.lang} className="hover:text-brand-700 hover:underline">
                {item.label}
              </LocalisedLink>
            ) : (
              <span aria-current="page" lang={item.lang} className="truncate font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
