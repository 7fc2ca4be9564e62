import { useState } from "react";
import type { AuditChangeType } from "@vayu/shared/audit";
import { LoadError } from "../../components/ui/LoadError";
import { NewerOlderPager } from "./NewerOlderPager";
import { useAudit } from "./api/audit";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** The server words each change (labels, rupees): "Price: ₹1,200.00 → ₹999.00". */
const changeLine = ({ field, from, to }: AuditChangeType) => `${field}: ${from ?? "—"} → ${to ?? "—"}`;

const ACTIONS: Record<string, string> = {
  status: "moved",
  refund: "refunded",
  create: "created",
  update: "changed",
  delete: "deleted",
  "reset-second-factor": "reset the two-step sign-in of",
};

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
  return (
    <section aria-label="Audit log" className="space-y-3">
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry._id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <p className="text-ink">
              <span className="font-semibold">{entry.actor.name || entry.actor.email}</span> ·{" "}
              {ACTIONS[entry.action] ?? entry.action} {entry.entity}{" "}
              <time dateTime={entry.at} className="text-slate-500">
                · {dateTime.format(new Date(entry.at))}
              </time>
            </p>
            <ul className="mt-1 space-y-0.5 break-words text-slate-600">
              {entry.changes.slice(0, 8).map((change) => (
                <li key={change.field} className="line-clamp-2">
                  {changeLine(change)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <NewerOlderPager page={page} total={total} pageSize={pageSize} onPage={setPage} />
    </section>
  );
}
