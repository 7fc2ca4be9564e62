import { Link } from "react-router";
import type { SearchInsightsResponseType } from "@vayu/shared/search";
import { LoadError } from "../../components/ui/LoadError";
import { newSearchHref } from "../../lib/search-params";
import { useSearchInsights } from "./api/search-insights";

function QueryTable({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: SearchInsightsResponseType["topQueries"];
}) {
  return (
    <section className="rounded-xl bg-white ring-1 ring-slate-200" aria-label={title}>
      <h2 className="border-b border-slate-100 px-4 py-3 font-bold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Query</th>
              <th scope="col">Searches</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query} className="border-b border-slate-100 last:border-b-0">
                <td className="px-4 py-2.5 break-all">
                  <Link to={newSearchHref(row.query)} className="font-medium text-brand-700 hover:underline">
                    {row.query}
                  </Link>
                </td>
                <td className="px-4 py-2.5 text-right font-semibold text-ink tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What shoppers searched for in the last 30 days, and what found nothing: gaps in the catalog or its words. */
export function SearchInsightsTab() {
  const insights = useSearchInsights();
  if (insights.isError) return <LoadError onRetry={() => void insights.refetch()} />;
  if (!insights.data)
    return (
      <div
        className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
        role="status"
        aria-label="Loading"
      />
    );
  const { days, topQueries, zeroResultQueries } = insights.data;
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">
        Searches run from the results page in the last {days} days.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <QueryTable title="Top searches" empty="No searches yet." rows={topQueries} />
        <QueryTable
          title="Searches that found nothing"
          empty="Every search found something."
          rows={zeroResultQueries}
        />
      </div>
    </div>
  );
}
