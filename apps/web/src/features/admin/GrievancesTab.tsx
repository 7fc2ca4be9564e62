import { toast } from "../../lib/toast";
import { CalendarClock, Mail, Phone } from "lucide-react";
import { GRIEVANCE_STATUSES, type AdminGrievanceType, type GrievanceStatus } from "@vayu/shared/grievances";
import { errorMessage } from "../../lib/api";
import { useAdminGrievances, useUpdateGrievance } from "./api";
import { PanelState } from "./PanelState";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
const todayInIndia = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

/** Complaints to the grievance officer (docs/decisions/147-grievances.md), each due one month after receipt. */
export function GrievancesTab() {
  const grievances = useAdminGrievances();
  return (
    <section aria-label="Grievances">
      <PanelState query={grievances} empty="No grievances yet.">
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((grievance) => (
              <GrievanceCard key={grievance._id} grievance={grievance} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function GrievanceCard({ grievance }: { grievance: AdminGrievanceType }) {
  const update = useUpdateGrievance();
  const overdue = grievance.status !== "Resolved" && grievance.dueBy < todayInIndia();
  const selectId = `grievance-status-${grievance._id}`;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-slate-500">{grievance.ticketNumber}</p>
          <p className="font-semibold break-words text-ink">{grievance.subject}</p>
          <p className="text-sm text-slate-600">
            {grievance.name}
            {grievance.orderNumber && <> · order #{grievance.orderNumber}</>}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            Status of {grievance.ticketNumber}
          </label>
          <select
            id={selectId}
            value={grievance.status}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: grievance._id, status: event.target.value as GrievanceStatus },
                {
                  onError: (error) =>
                    toast.error(errorMessage(error, "The status could not be changed. Please try again.")),
                },
              )
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-ink"
          >
            {GRIEVANCE_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </div>
      </div>
      <p
        className={`mt-2 inline-flex items-center gap-1.5 text-sm ${overdue ? "font-semibold text-red-700" : "text-slate-700"}`}
      >
        <CalendarClock className="size-4" aria-hidden />
        Received{" "}
        <time dateTime={grievance.receivedAt}>{dateTime.format(new Date(grievance.receivedAt))}</time> · due
        by <time dateTime={grievance.dueBy}>{day.format(new Date(`${grievance.dueBy}T00:00:00Z`))}</time>
        {overdue && " (overdue)"}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href={`mailto:${grievance.email}`}
          className="inline-flex items-center gap-1.5 break-all text-brand-700 hover:underline"
        >
          <Mail className="size-4" aria-hidden />
          {grievance.email}
        </a>
        <a
          href={`tel:+91${grievance.mobile}`}
          className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
        >
          <Phone className="size-4" aria-hidden />
          {grievance.mobile}
        </a>
      </div>
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
        {grievance.description}
      </p>
    </li>
  );
}
