import { useSearchParams } from "react-router";
import {
  ClipboardList,
  FolderTree,
  History,
  Inbox,
  LayoutDashboard,
  Megaphone,
  MessageSquareWarning,
  Package,
  Search,
  Settings,
  ShieldAlert,
  Star,
  Users,
  Wallet,
} from "lucide-react";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { fieldClasses } from "../../components/ui/TextField";
import { isStaffRefusal } from "./api";
import { useStaffMe } from "./api/staff-accounts";
import { AuditTab } from "./AuditTab";
import { CatalogTab } from "./CatalogTab";
import { CategoriesTab } from "./CategoriesTab";
import { DashboardTab } from "./DashboardTab";
import { EnquiriesTab } from "./EnquiriesTab";
import { GrievancesTab } from "./GrievancesTab";
import { HomeContentTab } from "./HomeContentTab";
import { OrdersTab } from "./OrdersTab";
import { PaymentsTab } from "./PaymentsTab";
import { ReviewsTab } from "./ReviewsTab";
import { SearchInsightsTab } from "./SearchInsightsTab";
import { SettingsTab } from "./SettingsTab";
import { StaffTab } from "./StaffTab";

const TABS = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard, Panel: DashboardTab, ownerOnly: false },
  { id: "orders", label: "Orders", icon: ClipboardList, Panel: OrdersTab, ownerOnly: false },
  { id: "catalog", label: "Products", icon: Package, Panel: CatalogTab, ownerOnly: false },
  { id: "categories", label: "Categories", icon: FolderTree, Panel: CategoriesTab, ownerOnly: false },
  { id: "home", label: "Home page", icon: Megaphone, Panel: HomeContentTab, ownerOnly: false },
  { id: "enquiries", label: "Enquiries", icon: Inbox, Panel: EnquiriesTab, ownerOnly: false },
  {
    id: "grievances",
    label: "Grievances",
    icon: MessageSquareWarning,
    Panel: GrievancesTab,
    ownerOnly: false,
  },
  { id: "reviews", label: "Reviews", icon: Star, Panel: ReviewsTab, ownerOnly: false },
  { id: "payments", label: "Payments", icon: Wallet, Panel: PaymentsTab, ownerOnly: false },
  { id: "search", label: "Search", icon: Search, Panel: SearchInsightsTab, ownerOnly: false },
  { id: "staff", label: "Staff", icon: Users, Panel: StaffTab, ownerOnly: true },
  { id: "settings", label: "Settings", icon: Settings, Panel: SettingsTab, ownerOnly: true },
  { id: "audit", label: "Audit log", icon: History, Panel: AuditTab, ownerOnly: false },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** A link to one record opens its tab: `/admin?order=<id>` the orders, and so on (docs/decisions/190-console-deep-links.md). */
const TAB_OF_RECORD: Record<string, TabId> = {
  order: "orders",
  grievance: "grievances",
  enquiry: "enquiries",
};

/** The console's place lives in the URL, so a reload, a shared link or Back lands where it was: `?tab=<id>`, else the tab a record implies. */
function tabInUrl(params: URLSearchParams): string {
  const named = params.get("tab");
  if (named) return named;
  const record = Object.keys(TAB_OF_RECORD).find((key) => params.has(key));
  return record ? TAB_OF_RECORD[record]! : "dashboard";
}

/** The staff console (docs/decisions/160-staff-console.md): the whole store, run from the browser. */
export default function AdminPage() {
  return (
    <RequireLogin>
      <PageMeta title="Staff" />
      <StaffArea />
    </RequireLogin>
  );
}

function StaffArea() {
  const me = useStaffMe();
  if (me.isError && isStaffRefusal(me.error)) return <StaffOnly />;
  return <StaffTabs owner={me.data?.role === "owner"} />;
}

function StaffOnly() {
  return (
    <PageContainer>
      <div
        role="alert"
        className="mx-auto max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <ShieldAlert className="mx-auto size-10 text-accent-500" aria-hidden />
        <h1 className="mt-3 text-xl font-bold text-ink">Staff only</h1>
        <p className="mt-2 text-sm text-slate-600">
          This page is for the store's staff. Log in with a staff account to manage orders and products.
        </p>
      </div>
    </PageContainer>
  );
}

function StaffTabs({ owner }: { owner: boolean }) {
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => owner || !t.ownerOnly);
  const active = tabs.find((t) => t.id === tabInUrl(params)) ?? TABS[0];
  // A new history entry per chosen tab, so Back returns to the tab before; arrow keys step without one.
  const setTab = (id: TabId, replace = false) => setParams({ tab: id }, { replace });

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setTab(next.id, true);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <PageContainer>
      <PageHeading subtitle="Orders, catalog, home page and enquiries">Staff console</PageHeading>
      {/* On a phone a menu names the section; the twelve tabs would not fit a row. */}
      <label className="mb-4 flex items-center gap-3 text-sm font-medium text-slate-700 sm:hidden">
        Section
        <select
          value={active.id}
          onChange={(event) => setTab(event.target.value as TabId)}
          className={`${fieldClasses(false)} py-2`}
        >
          {tabs.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div
        role="tablist"
        aria-label="Staff sections"
        className="mb-5 hidden flex-wrap gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200 sm:flex"
      >
        {tabs.map(({ id, label, icon: Icon }, index) => {
          const selected = id === active.id;
          return (
            <button
              key={id}
              id={`admin-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`admin-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
              }`}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`admin-panel-${active.id}`} aria-labelledby={`admin-tab-${active.id}`}>
        <active.Panel />
      </div>
    </PageContainer>
  );
}
