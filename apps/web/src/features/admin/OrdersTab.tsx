import { useState } from "react";
import { toast } from "sonner";
import type { AdminOrder } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { nextStatuses, ORDER_STATUSES, type OrderStatus } from "@vayu/shared/orders";
import { errorMessage } from "../../lib/api";
import { OrderStatusPill } from "../orders/OrderStatusPill";
import { useAdminOrders, useSetOrderStatus } from "./api";
import { PanelState } from "./PanelState";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | "">("");
  const orders = useAdminOrders(status);

  return (
    <section aria-label="Orders">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          Show
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | "")}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            <option value="">All orders</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        {orders.data && (
          <p className="text-sm text-slate-600">
            {orders.data.length} {orders.data.length === 1 ? "order" : "orders"}, newest first
          </p>
        )}
      </div>
      <PanelState query={orders} empty={status ? `No ${status} orders.` : "No orders yet."}>
        {(list) => (
          <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <div className="hidden grid-cols-[7rem_1fr_1.3fr_7rem_12rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid">
              <span>Order</span>
              <span>Customer</span>
              <span>Items</span>
              <span className="text-right">Total</span>
              <span>Status</span>
            </div>
            <ul className="divide-y divide-slate-100">
              {list.map((order) => (
                <OrderRow key={order._id} order={order} />
              ))}
            </ul>
          </div>
        )}
      </PanelState>
    </section>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const setStatus = useSetOrderStatus();
  const next: OrderStatus[] = nextStatuses(order.orderStatus).filter((s) => s !== "Shipped");
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  const selectId = `status-${order._id}`;

  function change(orderStatus: OrderStatus) {
    setStatus.mutate(
      { orderId: order._id, orderStatus },
      {
        onSuccess: () => toast.success(`Order #${order.orderNumber} is now ${orderStatus}.`),
        onError: (error) =>
          toast.error(errorMessage(error, "Could not change the status. Please try again.")),
      },
    );
  }

  return (
    <li className="grid gap-3 px-4 py-4 text-sm lg:grid-cols-[7rem_1fr_1.3fr_7rem_12rem] lg:items-center lg:gap-4">
      <div className="flex items-center justify-between gap-2 lg:block">
        <p className="font-semibold text-ink">#{order.orderNumber}</p>
        <p className="text-xs text-slate-500">{dateTime.format(new Date(order.createdAt))}</p>
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
      </p>
      <div className="flex items-center gap-2">
        {next.length === 0 ? (
          <OrderStatusPill status={order.orderStatus} />
        ) : (
          <>
            <label htmlFor={selectId} className="sr-only">
              Status of order #{order.orderNumber}
            </label>
            <select
              id={selectId}
              // While saving (until the list is refetched) the select shows the status being saved.
              value={setStatus.isPending ? setStatus.variables.orderStatus : order.orderStatus}
              disabled={setStatus.isPending}
              onChange={(event) => change(event.target.value as OrderStatus)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:opacity-60"
            >
              {ORDER_STATUSES.filter((s) => s === order.orderStatus || next.includes(s)).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </li>
  );
}
