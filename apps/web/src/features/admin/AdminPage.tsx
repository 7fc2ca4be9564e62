import { useState } from "react";
import { ClipboardList, Inbox, Package, Search, ShieldAlert, Wallet } from "lucide-react";
import { siteSettings } from "@vayu/shared/site-settings";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { isStaffRefusal, useAdminOrders } from "./api";
import { EnquiriesTab } from "./EnquiriesTab";
import { OrdersTab } from "./OrdersTab";
import { PaymentsTab } from "./PaymentsTab";
import { ProductsTab } from "./ProductsTab";
import { SearchInsightsTab } from "./SearchInsightsTab";

const TABS = [
  { id: "orders", label: "Orders", icon: ClipboardList, Panel: OrdersTab },
  { id: "products", label: "Products", icon: Package, Panel: ProductsTab },
  { id: "enquiries", label: "Enquiries", icon: Inbox, Panel: EnquiriesTab },
  { id: "payments", label: "Payments", icon: Wallet, Panel: PaymentsTab },
  { id: "search", label: "Search", icon: Search, Panel: SearchInsightsTab },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Staff page (decisions 5.11): orders, products and enquiries. */
export default function AdminPage() {
  return (
    <RequireLogin>
      <PageMeta title={`Staff | ${siteSettings.name}`} />
      <StaffArea />
    </RequireLogin>
  );
}

function StaffArea() {
  // The unfiltered orders list doubles as the access check: the Orders tab reuses it.
  const access = useAdminOrders();
  if (access.isError && isStaffRefusal(access.error)) return <StaffOnly />;
  return <StaffTabs />;
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
          This page is for Vayu store staff. Log in with a staff account to manage orders and products.
        </p>
      </div>
    </PageContainer>
  );
}

function StaffTabs() {
  const [tab, setTab] = useState<TabId>("orders");
  const active = TABS.find((t) => t.id === tab) ?? TABS[0];

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <PageContainer>
      <PageHeading subtitle="Orders, catalog and enquiries">Staff</PageHeading>
      <div
        role="tablist"
        aria-label="Staff sections"
        className="mb-5 flex gap-1 overflow-x-auto rounded-xl bg-white p-1 ring-1 ring-slate-200 sm:inline-flex"
      >
        {TABS.map(({ id, label, icon: Icon }, index) => {
          const selected = id === tab;
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
              className={`inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none ${
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
