import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { useAudit } from "./api/audit";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** The fields whose values differ between before and after, as "field: old → new". */
function changes(before: unknown, after: unknown): string[] {
  const asRecord = (value: unknown) =>
    value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const [from, to] = [asRecord(before), asRecord(after)];
  const show = (value: unknown) =>
    value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => `${key}: ${show(from[key])} → ${show(to[key])}`);
}

/** Every staff action, newest first: who did what, when, and what changed. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isPending)
    return (
      <div
        role="status"
        aria-label="Loading"
        className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
      />
    );
  if (audit.isError) return <LoadError onRetry={() => void audit.refetch()} />;
  const { entries, total, pageSize } = audit.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-label="Audit log" className="space-y-3">
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry._id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <p className="text-ink">
              <span className="font-semibold">{entry.actor.name || entry.actor.email}</span> · {entry.action}{" "}
              {entry.entity}{" "}
              <time dateTime={entry.at} className="text-slate-500">
                · {dateTime.format(new Date(entry.at))}
              </time>
            </p>
            <ul className="mt-1 space-y-0.5 break-words text-slate-600">
              {changes(entry.before, entry.after)
                .slice(0, 6)
                .map((line) => (
                  <li key={line} className="line-clamp-2">
                    {line}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span className="text-sm text-slate-600">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </div>
    </section>
  );
}
