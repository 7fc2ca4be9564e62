import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ChevronRight, Search } from "lucide-react";
import type { AdminOrderType, AdminOrdersQuery } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { ORDER_STATUSES, type OrderStatus } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { fieldClasses } from "../../components/ui/TextField";
import { formatDateTime } from "../../lib/order-format";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { AdminOrderDetailView } from "./AdminOrderDetail";
import { CourierReturns } from "./CourierReturns";
import { DayDispatch } from "./DayDispatch";
import { InstallationSchedule } from "./InstallationSchedule";
import { useAdminOrders } from "./api/orders";
import { PanelState } from "./PanelState";

/** The Orders tab: the filtered list, or one order's detail when `?order=<id>` is set (so Back and a reload keep it). */
export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("order");
  const [filters, setFilters] = useState<AdminOrdersQuery>({});
  if (selected) {
    return <AdminOrderDetailView orderId={selected} onBack={() => setParams({ tab: "orders" })} />;
  }
  return <OrderList filters={filters} onFilters={setFilters} onOpen={(id) => setParams({ order: id })} />;
}

function OrderList({
  filters,
  onFilters,
  onOpen,
}: {
  filters: AdminOrdersQuery;
  onFilters: (f: AdminOrdersQuery) => void;
  onOpen: (id: string) => void;
}) {
  const orders = useAdminOrders(filters);
  const [q, setQ] = useState(filters.q ?? "");
  const set = (patch: AdminOrdersQuery) => onFilters({ ...filters, ...patch });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() });
  };
  const filtered = Boolean(filters.status || filters.q || filters.from || filters.to);
  const control = `${fieldClasses(false)} py-2`;

  return (
    <section aria-label="Orders">
      <DayDispatch />
      <InstallationSchedule />
      <CourierReturns />
      <div className="mb-4 grid gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto_auto]">
        <form role="search" onSubmit={search} className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <label className="sr-only" htmlFor="order-search">
            Search orders
          </label>
          <input
            id="order-search"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Order number, e-mail or phone"
            className={control}
          />
          <Button type="submit" variant="outline" aria-label="Search" className="shrink-0 px-3">
            <Search className="size-4" aria-hidden />
          </Button>
        </form>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <span className="w-12 shrink-0 lg:w-auto">Status</span>
          <select
            value={filters.status ?? ""}
            onChange={(event) =>
              set({ status: (event.target.value || undefined) as OrderStatus | undefined })
            }
            className={control}
          >
            <option value="">All orders</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <span className="w-12 shrink-0 lg:w-auto">From</span>
          <input
            type="date"
            value={filters.from ?? ""}
            onChange={(event) => set({ from: event.target.value || undefined })}
            className={control}
          />
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <span className="w-12 shrink-0 lg:w-auto">To</span>
          <input
            type="date"
            value={filters.to ?? ""}
            onChange={(event) => set({ to: event.target.value || undefined })}
            className={control}
          />
        </label>
      </div>
      {orders.data && (
        <p className="mb-2 text-sm text-slate-600">
          {orders.data.length} {orders.data.length === 1 ? "order" : "orders"}, newest first
        </p>
      )}
      <PanelState query={orders} empty={filtered ? "No orders match these filters." : "No orders yet."}>
        {(list) => (
          <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <div className="hidden grid-cols-[8.5rem_1fr_1.3fr_7rem_10rem_2rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid">
              <span>Order</span>
              <span>Customer</span>
              <span>Items</span>
              <span className="text-right">Total</span>
              <span>Status</span>
              <span />
            </div>
            <ul className="divide-y divide-slate-100">
              {list.map((order) => (
                <OrderRow key={order._id} order={order} onOpen={() => onOpen(order._id)} />
              ))}
            </ul>
          </div>
        )}
      </PanelState>
    </section>
  );
}

function OrderRow({ order, onOpen }: { order: AdminOrderType; onOpen: () => void }) {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="relative grid gap-2 px-4 py-4 text-sm hover:bg-slate-50 lg:grid-cols-[8.5rem_1fr_1.3fr_7rem_10rem_2rem] lg:items-center lg:gap-4">
      <div className="flex items-center justify-between gap-2 lg:block">
        <button
          type="button"
          onClick={onOpen}
          className="font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
        >
          #{order.orderNumber}
          <span className="sr-only"> — open order of {order.customer.name}</span>
        </button>
        <p className="text-xs text-slate-500">{formatDateTime(order.createdAt)}</p>
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{order.customer.name}</p>
        <p className="truncate text-slate-600">{order.customer.email}</p>
        <p className="truncate text-xs text-slate-500">
          {order.address.city}, {order.address.state} {order.address.zipCode}
        </p>
      </div>
      <p className="min-w-0 text-slate-700">
        <span className="font-medium">
          {items} {items === 1 ? "item" : "items"}:
        </span>{" "}
        {order.products.map((line) => `${line.product.title} × ${line.quantity}`).join(", ")}
      </p>
      <p className="font-semibold text-ink lg:text-right">
        <span className="text-slate-500 lg:hidden">Total </span>
        {formatRupees(order.totalAmount)}
        <span
          className={`block text-xs font-medium ${order.amountDue > 0 ? "text-amber-800" : "text-slate-500"}`}
        >
          {order.paymentType === "COD"
            ? order.amountDue > 0
              ? "COD · cash due"
              : order.paymentCollectedAt
                ? "COD · paid"
                : "COD"
            : "Online · paid"}
        </span>
      </p>
      <div>
        <OrderStatusPill status={order.orderStatus} />
      </div>
      <ChevronRight className="hidden size-5 text-slate-400 lg:block" aria-hidden />
    </li>
  );
}
