import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { StaffRole } from "@vayu/shared/staff-accounts";
import { mfaMessages } from "@vayu/shared/staff-mfa";
import { Button } from "../../components/ui/Button";
import { useNavigate } from "react-router";
import { endPageSession } from "../../lib/page-session";
import { clearSession } from "../../lib/session";
import { staffMfaOptions, useStaffMfa } from "./api/staff-mfa";
import { MfaEnrolment } from "./MfaEnrolment";
import {
  Banknote,
  CalendarClock,
  ClipboardList,
  FolderTree,
  History,
  Inbox,
  KeyRound,
  Languages,
  LayoutDashboard,
  Megaphone,
  MessageCircleQuestion,
  MessageSquareWarning,
  Package,
  Percent,
  Receipt,
  Search,
  Settings,
  ShieldAlert,
  Star,
  Ticket,
  Users,
  Wallet,
  Webhook,
} from "lucide-react";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { fieldClasses } from "../../components/ui/TextField";
import { isStaffRefusal } from "./api/staff-resource";
import { useStaffMe } from "./api/staff-accounts";
import { ApiKeysTab } from "./ApiKeysTab";
import { AuditTab } from "./AuditTab";
import { CatalogTab } from "./CatalogTab";
import { CodReportTab } from "./CodReportTab";
import { GstReturnsTab } from "./GstReturnsTab";
import { CategoriesTab } from "./CategoriesTab";
import { CouponsTab } from "./CouponsTab";
import { DashboardTab } from "./DashboardTab";
import { EnquiriesTab } from "./EnquiriesTab";
import { GrievancesTab } from "./GrievancesTab";
import { HomeContentTab } from "./HomeContentTab";
import { OrdersTab } from "./OrdersTab";
import { PaymentsTab } from "./PaymentsTab";
import { ReviewsTab } from "./ReviewsTab";
import { QuestionsTab } from "./QuestionsTab";
import { SearchInsightsTab } from "./SearchInsightsTab";
import { SearchSynonymsTab } from "./SearchSynonymsTab";
import { EmiPlansTab } from "./EmiPlansTab";
import { SettingsTab } from "./SettingsTab";
import { SalesTab } from "./SalesTab";
import { StaffTab } from "./StaffTab";
import { WebhooksTab } from "./WebhooksTab";
import { useLive } from "../../lib/use-live";

const TABS = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard, Panel: DashboardTab, access: "staff" },
  { id: "orders", label: "Orders", icon: ClipboardList, Panel: OrdersTab, access: "staff" },
  { id: "catalog", label: "Products", icon: Package, Panel: CatalogTab, access: "catalog" },
  { id: "categories", label: "Categories", icon: FolderTree, Panel: CategoriesTab, access: "catalog" },
  { id: "sales", label: "Sales", icon: Percent, Panel: SalesTab, access: "staff" },
  { id: "coupons", label: "Coupons", icon: Ticket, Panel: CouponsTab, access: "staff" },
  { id: "home", label: "Home page", icon: Megaphone, Panel: HomeContentTab, access: "staff" },
  { id: "enquiries", label: "Enquiries", icon: Inbox, Panel: EnquiriesTab, access: "staff" },
  {
    id: "grievances",
    label: "Grievances",
    icon: MessageSquareWarning,
    Panel: GrievancesTab,
    access: "staff",
  },
  { id: "reviews", label: "Reviews", icon: Star, Panel: ReviewsTab, access: "staff" },
  { id: "questions", label: "Questions", icon: MessageCircleQuestion, Panel: QuestionsTab, access: "staff" },
  { id: "payments", label: "Payments", icon: Wallet, Panel: PaymentsTab, access: "staff" },
  { id: "emi", label: "EMI plans", icon: CalendarClock, Panel: EmiPlansTab, access: "staff" },
  { id: "cod", label: "COD", icon: Banknote, Panel: CodReportTab, access: "staff" },
  { id: "gst", label: "GST returns", icon: Receipt, Panel: GstReturnsTab, access: "owner" },
  { id: "search", label: "Search", icon: Search, Panel: SearchInsightsTab, access: "staff" },
  { id: "synonyms", label: "Synonyms", icon: Languages, Panel: SearchSynonymsTab, access: "staff" },
  { id: "staff", label: "Staff", icon: Users, Panel: StaffTab, access: "owner" },
  { id: "settings", label: "Settings", icon: Settings, Panel: SettingsTab, access: "owner" },
  { id: "api-keys", label: "API keys", icon: KeyRound, Panel: ApiKeysTab, access: "owner" },
  { id: "webhooks", label: "Webhooks", icon: Webhook, Panel: WebhooksTab, access: "owner" },
  { id: "audit", label: "Audit log", icon: History, Panel: AuditTab, access: "staff" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Which tabs a role sees (docs/decisions/231-staff-roles.md): the API refuses the rest with 403 anyway. */
const mayOpen = (role: StaffRole | undefined, access: (typeof TABS)[number]["access"]) =>
  access === "catalog" || (access === "staff" ? role !== "catalog_editor" : role === "owner");

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
  // The console's forms work only through the script: rendered on the server, a save tapped
  // before the page is live would post nowhere, so the server and the take-over show it loading.
  const live = useLive();
  return (
    <RequireLogin>
      <PageMeta title="Staff" />
      {live ? <StaffArea /> : <ConsoleLoading />}
    </RequireLogin>
  );
}

/**
 * Staff first prove the second factor (docs/decisions/230-staff-second-factor.md): without it the
 * console's routes answer 403, so a member who has none sets it up here first.
 */
function StaffArea() {
  const mfa = useStaffMfa();
  const queryClient = useQueryClient();
  // Kept until the recovery codes are put away, even once the new session has proved the factor.
  const [enrolling, setEnrolling] = useState(false);
  if (mfa.data && !mfa.data.enrolled && !enrolling) setEnrolling(true);
  if (mfa.isError && isStaffRefusal(mfa.error)) return <StaffOnly />;
  if (enrolling) {
    return (
      <MfaEnrolment
        onDone={() => {
          // The session of the confirmation proves the factor: the console opens without waiting for a refetch.
          queryClient.setQueryData(staffMfaOptions.queryKey, { enrolled: true, verified: true });
          setEnrolling(false);
          void queryClient.invalidateQueries({ queryKey: ["admin"] });
        }}
      />
    );
  }
  if (mfa.data && !mfa.data.verified) return <SignInWithCode />;
  if (!mfa.data) return <ConsoleLoading />;
  return <StaffConsole />;
}

function ConsoleLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="mx-auto mt-8 h-40 max-w-xl animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
    />
  );
}

function StaffConsole() {
  const me = useStaffMe();
  if (me.isError && isStaffRefusal(me.error)) return <StaffOnly />;
  // The tabs wait for the role: a catalog editor's console must not open the dashboard first.
  if (me.isPending) return <ConsoleLoading />;
  return <StaffTabs role={me.data?.role} />;
}

/** Two-step sign-in is on, but this session came without it (a login from before it was set up). */
function SignInWithCode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Out, then the login that asks for the code and comes back here.
  const logout = () => {
    void endPageSession().catch(() => undefined);
    clearSession();
    queryClient.clear();
    navigate("/login?redirect=%2Fadmin");
  };
  return (
    <PageContainer>
      <div
        role="alert"
        className="mx-auto max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <ShieldAlert className="mx-auto size-10 text-accent-500" aria-hidden />
        <h1 className="mt-3 text-xl font-bold text-ink">Log in again with your code</h1>
        <p className="mt-2 text-sm text-slate-600">{mfaMessages.setupRequired}</p>
        <Button className="mt-5" onClick={logout}>
          Log in again
        </Button>
      </div>
    </PageContainer>
  );
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

function StaffTabs({ role }: { role: StaffRole | undefined }) {
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => mayOpen(role, t.access));
  const active = tabs.find((t) => t.id === tabInUrl(params)) ?? tabs[0]!;
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
      <PageHeading subtitle={role === "catalog_editor" ? "Products and categories" : "Orders, catalog, home page and enquiries"}>
        Staff console
      </PageHeading>
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
