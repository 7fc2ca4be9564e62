import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { LocalisedLink } from "../LocalisedLink";

const stepClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const idleClass = `${stepClass} text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50`;

/** Previous, the first, nearby and last page numbers, and Next, as links a crawler can follow; nothing for one page. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const near = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t`Pages`} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <LocalisedLink to={href(page - 1)} className={idleClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden /> <Trans>Previous</Trans>
        </LocalisedLink>
      )}
      {near.map((number, i) => (
        <span key={number} className="flex items-center gap-1.5">
          {i > 0 && number - near[i - 1]! > 1 && <span className="px-1 text-slate-400">…</span>}
          <LocalisedLink
            to={href(number)}
            aria-current={number === page ? "page" : undefined}
            className={number === page ? `${stepClass} bg-brand-600 text-white` : idleClass}
          >
            {number}
          </LocalisedLink>
        </span>
      ))}
      {page < pages && (
        <LocalisedLink to={href(page + 1)} className={idleClass} rel="next">
          <Trans>Next</Trans> <ChevronRight className="size-4" aria-hidden />
        </LocalisedLink>
      )}
    </nav>
  );
}
