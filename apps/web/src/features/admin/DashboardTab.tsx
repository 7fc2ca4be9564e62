import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertTriangle, Inbox, MessageSquareWarning, PackageOpen, Truck } from "lucide-react";
import { grievanceOverdueReasons } from "@vayu/shared/grievances";
import { formatRupees } from "@vayu/shared/money";
import { LOW_STOCK_THRESHOLD, type DashboardResponseType } from "@vayu/shared/staff-dashboard";
import { LoadError } from "../../components/ui/LoadError";
import { useDashboard } from "./api/dashboard";
import { DemoContentCard } from "./DemoContentCard";
import { SetupChecklist } from "./SetupChecklist";

/** One figure of a staff report: what, how much, and a line saying of what. */
export function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
      <p className="text-sm text-slate-500">{note}</p>
    </div>
  );
}

function Attention({
  icon,
  count,
  label,
  tone,
}: {
  icon: ReactNode;
  count: number;
  label: string;
  tone: string;
}) {
  return (
    <li
      className={`flex items-center gap-3 rounded-xl p-4 ring-1 ${count > 0 ? tone : "bg-white ring-slate-200"}`}
    >
      {icon}
      <span className="text-2xl font-bold text-ink">{count}</span>
      <span className="text-sm text-slate-700">{label}</span>
    </li>
  );
}

/** Complaints the law's deadlines have passed (docs/decisions/185-grievance-replies-and-deadlines.md), each linked to its card. */
function OverdueGrievances({ list }: { list: DashboardResponseType["overdueGrievances"] }) {
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="overdue-grievances" className="rounded-xl bg-white p-4 ring-2 ring-red-300">
      <h2 id="overdue-grievances" className="flex items-center gap-2 font-semibold text-red-800">
        <AlertTriangle className="size-5" aria-hidden /> Overdue grievances ({list.length})
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {list.map((g) => (
          <li key={g._id} className="py-2 text-sm">
            <Link
              to={`/admin?grievance=${g._id}`}
              className="font-semibold break-words text-brand-700 hover:underline"
            >
              {g.ticketNumber}: {g.subject}
            </Link>
            <p className="text-red-700">{grievanceOverdueReasons[g.overdue]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How the shop is doing today and this week, and what needs someone's attention. */
export function DashboardTab() {
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <div
        role="status"
        aria-label="Loading"
        className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
      />
    );
  if (dashboard.isError) return <LoadError onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const orders = (n: number) => (n === 1 ? "1 order" : `${n} orders`);
  return (
    <div className="space-y-5">
      <DemoContentCard />
      <SetupChecklist />
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure label="Today" value={formatRupees(d.today.revenue)} note={orders(d.today.orders)} />
        <Figure
          label="Last 7 days"
          value={formatRupees(d.last7Days.revenue)}
          note={orders(d.last7Days.orders)}
        />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Attention
          icon={<Truck className="size-6 text-brand-600" aria-hidden />}
          count={d.ordersToShip}
          label="orders to pack and ship"
          tone="bg-brand-50 ring-brand-200"
        />
        <Attention
          icon={<AlertTriangle className="size-6 text-red-600" aria-hidden />}
          count={d.stuckPayments}
          label="paid checkouts stuck (Payments tab)"
          tone="bg-red-50 ring-red-200"
        />
        <Attention
          icon={<Inbox className="size-6 text-amber-600" aria-hidden />}
          count={d.newEnquiries}
          label="new enquiries"
          tone="bg-amber-50 ring-amber-200"
        />
        <Attention
          icon={<MessageSquareWarning className="size-6 text-red-600" aria-hidden />}
          count={d.overdueGrievances.length}
          label="grievances past a legal deadline"
          tone="bg-red-50 ring-red-200"
        />
      </ul>
      <OverdueGrievances list={d.overdueGrievances} />
      <section aria-labelledby="low-stock" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="low-stock" className="flex items-center gap-2 font-semibold text-ink">
          <PackageOpen className="size-5 text-slate-500" aria-hidden /> Low stock ({LOW_STOCK_THRESHOLD} or
          fewer)
        </h2>
        {d.lowStock.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            Every product shown in the store has more than {LOW_STOCK_THRESHOLD} units.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {d.lowStock.map((p) => (
              <li key={p._id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 text-ink">{p.title}</span>
                <span
                  className={`shrink-0 font-semibold ${p.stock === 0 ? "text-red-700" : "text-amber-700"}`}
                >
                  {p.stock === 0 ? "Sold out" : `${p.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
