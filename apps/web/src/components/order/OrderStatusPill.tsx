import type { OrderStatus } from "@vayu/shared/orders";
import { useOrderTexts } from "./order-texts";

const TONES: Record<OrderStatus, { tone: string }> = {
  "Awaiting confirmation": { tone: "bg-yellow-50 text-yellow-900 ring-yellow-300" },
  Placed: { tone: "bg-brand-50 text-brand-800 ring-brand-200" },
  Packed: { tone: "bg-indigo-50 text-indigo-800 ring-indigo-200" },
  Shipped: { tone: "bg-violet-50 text-violet-800 ring-violet-200" },
  "Out for delivery": { tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  Delivered: { tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  Cancelled: { tone: "bg-red-50 text-red-800 ring-red-200" },
  "Return requested": { tone: "bg-orange-50 text-orange-900 ring-orange-200" },
  Returned: { tone: "bg-sky-50 text-sky-800 ring-sky-200" },
  Refunded: { tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  "Returned to origin": { tone: "bg-rose-50 text-rose-800 ring-rose-200" },
};

/** The status in the page's language; `data-status` keeps the API's value. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const texts = useOrderTexts();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status].tone}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {texts.status(status)}
    </span>
  );
}
