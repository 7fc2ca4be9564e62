import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { LoadError } from "../../components/ui/LoadError";

/** A staff list's loading, failed and empty states; `children` renders the loaded rows. */
export function PanelState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl bg-white px-4 py-14 text-center ring-1 ring-slate-200">
        <Inbox className="size-10 text-slate-400" aria-hidden />
        <p className="mt-3 font-semibold text-ink">{empty}</p>
      </div>
    );
  }
  return children(query.data);
}
