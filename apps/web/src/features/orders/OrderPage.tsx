import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useParams } from "react-router";
import { toast } from "../../lib/toast";
import { CircleCheck, CreditCard, ExternalLink, MapPin, PackageX, RotateCcw, Truck } from "lucide-react";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import {
  returnOrderBody,
  RETURN_WINDOW_DAYS,
  type CancelOrderBody,
  type OrderDetailType,
  type OrderRefundType,
  type ReturnOrderBody,
} from "@vayu/shared/orders";
import { useStoreSettings } from "../../lib/queries/get-settings";
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
import { AddressLines } from "../../components/ui/AddressLines";
import { useCancelOrder, useOrder, useRequestReturn } from "./api/order";
import { cancelForm, type CancelFormValues } from "./cancel-form";
import {
  formatDateTime,
  formatLongDate,
  paymentText,
  REFUND_TIMING,
  totalLabel,
} from "../../lib/order-format";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { OrderTimeline } from "../../components/order/OrderTimeline";
import { DeliveryPromise } from "../../components/order/DeliveryPromise";
import { DocumentDownload } from "../../components/ui/DocumentDownload";

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
    const missing =
      order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <PageContainer className="max-w-5xl">
        <div
          role="alert"
          className="mx-auto max-w-md rounded-xl bg-white p-8 text-center ring-1 ring-slate-200"
        >
          <PackageX className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-ink">
            {missing ? "We could not find this order." : "We could not load this order."}
          </p>
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

function Card({
  title,
  icon,
  children,
  className = "",
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <h2 className="mb-3 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The checkout sends the shopper here with `{ placed: true }` right after placing the order. */
function OrderDetailView({ order }: { order: OrderDetailType }) {
  const justPlaced = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  return (
    <PageContainer className="max-w-5xl">
      <PageMeta title={`Order #${order.number}`} />
      <Breadcrumbs items={[{ label: "My Orders", to: "/orders" }, { label: `Order #${order.number}` }]} />
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Order #{order.number}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          <DeliveryPromise order={order} className="mt-2" />
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>

      {justPlaced && <PlacedBanner order={order} />}
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
                    <Link
                      to={`/product/${product._id}`}
                      className="line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline"
                    >
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
              {order.codCharge > 0 && <AmountRow label="Cash on delivery charge" rupees={order.codCharge} />}
              <AmountRow label={totalLabel(order)} rupees={order.totalAmount} total testId="order-total" />
            </dl>
            <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{order.paymentType === "COD" ? "Payment" : "Paid by"}</dt>
                <dd className="font-medium text-ink">{paymentText(order)}</dd>
              </div>
              {order.transactionId && (
                <div>
                  <dt className="text-slate-600">Payment id</dt>
                  <dd className="font-mono text-xs break-all text-ink">{order.transactionId}</dd>
                </div>
              )}
              {order.paymentCollectedAt && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Paid on</dt>
                  <dd className="text-ink">{formatDateTime(order.paymentCollectedAt)}</dd>
                </div>
              )}
            </dl>
            {order.amountDue > 0 && (
              <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                Please keep <strong className="font-bold">{formatRupees(order.amountDue)}</strong> ready to
                pay in cash when your order arrives.
              </p>
            )}
            {order.invoiceUrl && (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <DocumentDownload url={order.invoiceUrl} label="Download GST tax invoice" detail="(PDF)" />
              </div>
            )}
          </Card>
          {order.refunds.length > 0 && (
            <Refunds refunds={order.refunds} cashOnDelivery={order.paymentType === "COD"} />
          )}
          <Card title="Delivery address" icon={<MapPin className="size-4 text-brand-600" aria-hidden />}>
            <AddressLines address={order.address} />
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}

function PlacedBanner({ order }: { order: OrderDetailType }) {
  return (
    <section
      role="status"
      aria-label="Order placed"
      className="mb-5 flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 sm:p-5"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
      <div className="text-sm">
        <p className="text-base font-bold">Thank you! Your order is placed.</p>
        <p className="mt-1">
          {order.amountDue > 0
            ? `Please pay ${formatRupees(order.amountDue)} in cash to the delivery partner when it arrives. `
            : ""}
          We have e-mailed you the details. You can follow it here or on{" "}
          <Link to="/orders" className="font-semibold underline">
            My Orders
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

const REFUND_STATUS: Record<OrderRefundType["status"], { label: string; tone: string }> = {
  pending: { label: "On its way", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  processed: { label: "Refunded", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { label: "Failed", tone: "bg-red-50 text-red-800 ring-red-200" },
};

function Refunds({ refunds, cashOnDelivery }: { refunds: OrderRefundType[]; cashOnDelivery: boolean }) {
  const settings = useStoreSettings();
  return (
    <Card title="Refunds" icon={<RotateCcw className="size-4 text-brand-600" aria-hidden />}>
      <ul className="space-y-3 text-sm">
        {refunds.map((refund) => {
          const status = REFUND_STATUS[refund.status];
          return (
            <li key={refund._id}>
              <p className="flex items-center justify-between gap-3">
                <span className="font-bold text-ink tabular-nums">{formatRupees(refund.amount)}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${status.tone}`}
                >
                  {status.label}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                Started <time dateTime={refund.at}>{formatDateTime(refund.at)}</time>
              </p>
              {refund.creditNoteUrl && (
                <div className="mt-1">
                  <DocumentDownload
                    url={refund.creditNoteUrl}
                    label="Credit note"
                    detail={`for the refund of ${formatRupees(refund.amount)} (PDF)`}
                  />
                </div>
              )}
              {refund.status === "failed" && (
                <p className="mt-1 text-xs text-red-700">
                  The bank could not complete this refund. Our team will contact you: {settings.supportEmail}.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
        {cashOnDelivery
          ? "Our team pays refunds of cash-on-delivery orders back to you directly, by bank transfer or UPI."
          : `Refunds go back to the UPI account or card you paid with. ${REFUND_TIMING}`}
      </p>
    </Card>
  );
}

function CancelOrder({ order }: { order: OrderDetailType }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelFormValues, unknown, CancelOrderBody>({
    resolver: zodResolver(cancelForm),
    defaultValues: { reason: "" },
  });

  const submit = handleSubmit((body) =>
    cancel.mutate(
      { orderId: order._id, body },
      {
        onSuccess: (cancelled) => {
          setOpen(false);
          const refunded = cancelled.refunds.reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
          toast.success(
            refunded > 0
              ? `Order #${cancelled.number} is cancelled. Your refund of ${formatPaise(refunded)} has been started.`
              : `Order #${cancelled.number} is cancelled.`,
          );
        },
      },
    ),
  );

  return (
    <section
      aria-label="Cancel this order"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <p className="min-w-0 flex-1 basis-60 text-sm text-slate-700">
        Changed your mind? You can cancel until the order ships, free of charge.{" "}
        {order.amountDue > 0
          ? "Nothing has been paid, so nothing is due."
          : `We refund the full ${formatRupees(order.totalAmount)}.`}
      </p>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Modal open={open} title={`Cancel order #${order.number}?`} onClose={() => setOpen(false)}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            {order.amountDue > 0
              ? "This is a cash-on-delivery order: nothing has been paid, so there is nothing to refund."
              : `The full ${formatRupees(order.totalAmount)} goes back to the account you paid from. ${REFUND_TIMING}`}
          </p>
          <TextAreaField
            label="Reason (optional)"
            rows={3}
            maxLength={500}
            error={errors.reason?.message}
            {...register("reason")}
          />
          {cancel.isError && (
            <FormAlert
              message={errorMessage(cancel.error, "Could not cancel the order. Please try again.")}
            />
          )}
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

function RequestReturn({ order, returnableUntil }: { order: OrderDetailType; returnableUntil: string }) {
  const requestReturn = useRequestReturn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnOrderBody>({
    resolver: zodResolver(returnOrderBody),
    defaultValues: { reason: "" },
  });

  const submit = handleSubmit((body) =>
    requestReturn.mutate(
      { orderId: order._id, body },
      { onSuccess: (updated) => toast.success(`We have your return request for order #${updated.number}.`) },
    ),
  );

  return (
    <section
      aria-label="Return this order"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 className="text-sm font-bold tracking-wide text-slate-700 uppercase">Request a return</h2>
      <p className="mt-1 text-sm text-slate-600">
        You can return this order within {RETURN_WINDOW_DAYS} days of delivery, until{" "}
        {formatLongDate(returnableUntil)}.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <TextAreaField
          label="What is wrong with it?"
          rows={3}
          maxLength={500}
          error={errors.reason?.message}
          {...register("reason")}
        />
        {requestReturn.isError && (
          <FormAlert
            message={errorMessage(requestReturn.error, "Could not request the return. Please try again.")}
          />
        )}
        <Button type="submit" className="w-full sm:w-auto" loading={requestReturn.isPending}>
          Request return
        </Button>
      </form>
    </section>
  );
}
