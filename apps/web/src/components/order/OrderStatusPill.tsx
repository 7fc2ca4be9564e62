import type { OrderStatus } from "@vayu/shared/orders";

const TONES: Record<OrderStatus, string> = {
  "Awaiting confirmation": "bg-yellow-50 text-yellow-900 ring-yellow-300",
  Placed: "bg-brand-50 text-brand-800 ring-brand-200",
  Packed: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  Shipped: "bg-violet-50 text-violet-800 ring-violet-200",
  "Out for delivery": "bg-amber-50 text-amber-900 ring-amber-200",
  Delivered: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Cancelled: "bg-red-50 text-red-800 ring-red-200",
  "Return requested": "bg-orange-50 text-orange-900 ring-orange-200",
  Returned: "bg-sky-50 text-sky-800 ring-sky-200",
  Refunded: "bg-slate-100 text-slate-700 ring-slate-300",
  "Returned to origin": "bg-rose-50 text-rose-800 ring-rose-200",
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {status}
    </span>
  );
}
