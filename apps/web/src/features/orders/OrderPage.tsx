import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { CreditCard, ExternalLink, MapPin, PackageX, RotateCcw, Truck } from "lucide-react";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import { returnOrderBody, RETURN_WINDOW_DAYS, type OrderDetail, type OrderRefund } from "@vayu/shared/orders";
import { siteSettings } from "@vayu/shared/site-settings";
import { AmountRow } from "../../components/ui/AmountRow";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { Button, buttonClasses } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { Modal } from "../../components/ui/Modal";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { ApiError, errorMessage } from "../../lib/api";
import { AddressLines } from "../addresses/AddressLines";
import { useCancelOrder, useOrder, useRequestReturn } from "./api/order";
import { formatDateTime, formatLongDate, paymentText, REFUND_TIMING } from "./format";
import { OrderStatusPill } from "./OrderStatusPill";
import { OrderTimeline } from "./OrderTimeline";

/** /orders/:id: one order's timeline, items, money, tracking and refunds, with cancel and return. */
export default function OrderPage() {
  const { id = "" } = useParams();
  return (
    <RequireLogin>
      <OrderView orderId={id} />
    </RequireLogin>
  );
}

function OrderView({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <PageContainer className="max-w-5xl">
        <div className="space-y-4" role="status" aria-label="Loading your order">
          <div className="h-10 w-64 animate-pulse rounded-lg bg-white ring-1 ring-slate-200" />
          <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
        </div>
      </PageContainer>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <PageContainer className="max-w-5xl">
        <div role="alert" className="mx-auto max-w-md rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
          <PackageX className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-ink">{missing ? "We could not find this order." : "We could not load this order."}</p>
          <div className="mt-4 flex justify-center gap-3">
            {!missing && (
              <Button variant="outline" onClick={() => void order.refetch()}>
                Try again
              </Button>
            )}
            <Link to="/orders" className={buttonClasses("primary")}>
              My Orders
            </Link>
          </div>
        </div>
      </PageContainer>
    );
  }
  return <OrderDetailView order={order.data} />;
}

function Card({ title, icon, children, className = "" }: { title: string; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}>
      <h2 className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  return (
    <PageContainer className="max-w-5xl">
      <PageMeta title={`Order #${order.number} | ${siteSettings.name}`} />
      <Breadcrumbs items={[{ label: "My Orders", to: "/orders" }, { label: `Order #${order.number}` }]} />
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Order #{order.number}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          {order.cancellable && <CancelOrder order={order} />}
          {order.returnableUntil && <RequestReturn order={order} returnableUntil={order.returnableUntil} />}
          {order.tracking && (
            <Card title="Shipment" icon={<Truck className="size-4 text-brand-600" aria-hidden />}>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Courier</dt>
                  <dd className="font-semibold text-ink">{order.tracking.courier}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Tracking number</dt>
                  <dd className="font-semibold break-all text-ink">{order.tracking.number}</dd>
                </div>
              </dl>
              {order.tracking.url && (
                <a
                  href={order.tracking.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Track on {order.tracking.courier}’s site
                  <ExternalLink className="size-4" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </Card>
          )}
          <Card title="Order status">
            <OrderTimeline entries={order.history} label={`Status history of order ${order.number}`} />
          </Card>
          <Card title={`Items (${order.products.reduce((n, line) => n + line.quantity, 0)})`}>
            <ul className="-my-3 divide-y divide-slate-100" aria-label={`Products in order ${order.number}`}>
              {order.products.map(({ product, quantity, price }) => (
                <li key={product._id} className="flex gap-3 py-3 sm:gap-4">
                  <Thumbnail src={product.images[0]} alt="" className="size-16 sm:size-20" />
                  <div className="min-w-0 flex-1">
                    <Link to={`/product/${product._id}`} className="line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline">
                      {product.title}
                    </Link>
                    <p className="mt-1 text-sm text-slate-600">
                      {quantity} × {formatRupees(price)}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">
                    <span className="sr-only">Amount: </span>
                    {formatPaise(rupeesToPaise(price) * quantity)}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <div className="min-w-0 space-y-5">
          <Card title="Payment" icon={<CreditCard className="size-4 text-brand-600" aria-hidden />}>
            <dl className="space-y-1.5 text-sm">
              <AmountRow label="Subtotal" rupees={order.subtotal} />
              <AmountRow label="Shipping fee" rupees={order.shippingFee} />
              <AmountRow label="Total paid" rupees={order.totalAmount} total />
            </dl>
            <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Paid by</dt>
                <dd className="font-medium text-ink">{paymentText(order)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Payment id</dt>
                <dd className="font-mono text-xs break-all text-ink">{order.transactionId}</dd>
              </div>
            </dl>
          </Card>
          {order.refunds.length > 0 && <Refunds refunds={order.refunds} />}
          <Card title="Delivery address" icon={<MapPin className="size-4 text-brand-600" aria-hidden />}>
            <AddressLines address={order.address} />
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}

const REFUND_STATUS: Record<OrderRefund["status"], { label: string; tone: string }> = {
  pending: { label: "On its way", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  processed: { label: "Refunded", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { label: "Failed", tone: "bg-red-50 text-red-800 ring-red-200" },
};

function Refunds({ refunds }: { refunds: OrderRefund[] }) {
  return (
    <Card title="Refunds" icon={<RotateCcw className="size-4 text-brand-600" aria-hidden />}>
      <ul className="space-y-3 text-sm">
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          return (
            <li key={refund._id}>
              <p className="flex items-center justify-between gap-3">
                <span className="font-bold text-ink tabular-nums">{formatRupees(refund.amount)}</span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.tone}`}>{status.label}</span>
              </p>
              <p className="text-xs text-slate-600">
                Started <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>
              </p>
              {refund.status === "failed" && (
                <p className="mt-1 text-xs text-red-700">
                  The bank could not complete this refund. Our team will contact you: {siteSettings.supportEmail}.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
        Refunds go back to the UPI account or card you paid with. {REFUND_TIMING}
      </p>
    </Card>
  );
}

function CancelOrder({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const cancel = useCancelOrder();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    cancel.mutate(
      { orderId: order._id, body: trimmed ? { reason: trimmed } : {} },
      {
        onSuccess: (cancelled) => {
          setOpen(false);
          const refunded = cancelled.refunds.reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
          toast.success(`Order #${cancelled.number} is cancelled. Your refund of ${formatPaise(refunded)} has been started.`);
        },
      },
    );
  }

  return (
    <section aria-label="Cancel this order" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <p className="min-w-0 flex-1 basis-60 text-sm text-slate-700">
        Changed your mind? You can cancel until the order ships, free of charge. We refund the full {formatRupees(order.totalAmount)}.
      </p>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Modal open={open} title={`Cancel order #${order.number}?`} onClose={() => setOpen(false)}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            The full {formatRupees(order.totalAmount)} goes back to the account you paid from. {REFUND_TIMING}
          </p>
          <TextAreaField label="Reason (optional)" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          {cancel.isError && <FormAlert message={errorMessage(cancel.error, "Could not cancel the order. Please try again.")} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button type="submit" variant="danger" loading={cancel.isPending}>
              Yes, cancel order
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}

function RequestReturn({ order, returnableUntil }: { order: OrderDetail; returnableUntil: string }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const requestReturn = useRequestReturn();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = returnOrderBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    requestReturn.mutate(
      { orderId: order._id, body: parsed.data },
      { onSuccess: (updated) => toast.success(`We have your return request for order #${updated.number}.`) },
    );
  }

  return (
    <section aria-label="Return this order" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 className="text-sm font-bold tracking-wide text-slate-700 uppercase">Request a return</h2>
      <p className="mt-1 text-sm text-slate-600">
        You can return this order within {RETURN_WINDOW_DAYS} days of delivery, until {formatLongDate(returnableUntil)}.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <TextAreaField
          label="What is wrong with it?"
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        {requestReturn.isError && <FormAlert message={errorMessage(requestReturn.error, "Could not request the return. Please try again.")} />}
        <Button type="submit" className="w-full sm:w-auto" loading={requestReturn.isPending}>
          Request return
        </Button>
      </form>
    </section>
  );
}
