import { useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import { ArrowLeft } from "lucide-react";
import {
  codPaymentCollectedBody,
  type AdminHistoryEntryType,
  type AdminOrderDetailType,
  type CodPaymentCollectedBody,
  type OrderStatusChange,
} from "@vayu/shared/admin";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import { nextStatuses, type OrderStatus } from "@vayu/shared/orders";
import { AmountRow } from "../../components/ui/AmountRow";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { CheckboxField, SelectField, TextAreaField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { errorMessage } from "../../lib/api";
import { LoadError } from "../../components/ui/LoadError";
import { Modal } from "../../components/ui/Modal";
import { AddressLines } from "../../components/ui/AddressLines";
import { formatDateTime, paymentText } from "../../lib/order-format";
import { DeliveryPromise } from "../../components/order/DeliveryPromise";
import { OrderStatusPill } from "../../components/order/OrderStatusPill";
import { OrderTimeline } from "../../components/order/OrderTimeline";
import { useAdminOrder, useCodPaymentCollected, useMoveOrder } from "./api";
import { OrderDocuments } from "./OrderDocuments";
import { OrderPanel as Panel } from "./OrderPanel";
import { OrderRefundForm, refundPayoutText } from "./OrderRefundForm";
import { statusChangeForm, type StatusChangeFormValues } from "./staff-forms";
import { StockChoice } from "./StockChoice";

/** One order for staff: contact, address, payment and refund ids, history with who, and the actions the graph allows. */
export function AdminOrderDetailView({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const order = useAdminOrder(orderId);
  return (
    <section aria-label="Order detail">
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-3 -ml-2">
        <ArrowLeft className="size-4" aria-hidden />
        All orders
      </Button>
      {order.isPending ? (
        <div
          className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
          role="status"
          aria-label="Loading the order"
        />
      ) : order.isError ? (
        <LoadError onRetry={() => void order.refetch()} />
      ) : (
        <Detail order={order.data} />
      )}
    </section>
  );
}

function Field({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`break-all text-ink ${mono ? "font-mono text-xs" : "font-medium"}`}>{children}</dd>
    </div>
  );
}

/** Staff notes are internal unless shown (docs/decisions/187-safe-staff-order-actions.md): each says which. */
function noteTag({ note, shopperNote }: AdminHistoryEntryType): string | undefined {
  if (!note) return undefined;
  if (shopperNote === note) return "Shown to the shopper";
  return shopperNote ? `Internal; the shopper sees “${shopperNote}”` : "Internal note";
}

const byWhom = (entry: AdminHistoryEntryType) =>
  entry.actor.role === "system"
    ? "the store"
    : `${entry.actor.name ?? "someone"} (${entry.actor.role === "staff" ? "staff" : "shopper"})`;

function Detail({ order }: { order: AdminOrderDetailType }) {
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Order #{order.number}</h2>
          <p className="text-sm text-slate-600">Placed {formatDateTime(order.createdAt)}</p>
          <DeliveryPromise order={order} className="mt-1" />
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <StatusActions order={order} />
          <Panel title="History">
            <OrderTimeline
              entries={order.history.map((entry) => ({
                ...entry,
                by: byWhom(entry),
                noteTag: noteTag(entry),
              }))}
              label={`History of order ${order.number}`}
            />
          </Panel>
          <Panel title="Items">
            <ul className="-my-2 divide-y divide-slate-100">
              {order.products.map(({ product, quantity, price }) => (
                <li key={product._id} className="flex items-center gap-3 py-2 text-sm">
                  <Thumbnail src={product.images[0]} className="size-12" />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-medium text-ink">{product.title}</p>
                    <p className="text-slate-600">
                      {quantity} × {formatRupees(price)}
                    </p>
                  </div>
                  <p className="font-semibold text-ink tabular-nums">
                    {formatPaise(rupeesToPaise(price) * quantity)}
                  </p>
                </li>
              ))}
            </ul>
          </Panel>
          <OrderRefundForm order={order} />
        </div>
        <div className="min-w-0 space-y-4">
          <Panel title="Documents">
            <OrderDocuments order={order} />
          </Panel>
          <Panel title="Customer">
            <dl className="grid gap-2 text-sm">
              <Field label="Name">{order.customer.name}</Field>
              <Field label="E-mail">
                <a href={`mailto:${order.customer.email}`} className="text-brand-700 hover:underline">
                  {order.customer.email}
                </a>
              </Field>
              <Field label="Phone">
                <a href={`tel:+91${order.phone}`} className="text-brand-700 hover:underline">
                  {order.phone}
                </a>
              </Field>
            </dl>
          </Panel>
          <Panel title="Delivery address">
            <AddressLines address={order.address} />
          </Panel>
          {order.tracking && (
            <Panel title="Shipment">
              <dl className="grid gap-2 text-sm">
                <Field label="Courier">{order.tracking.courier}</Field>
                <Field label="Tracking number">{order.tracking.number}</Field>
                {order.tracking.url && (
                  <Field label="Tracking link">
                    <a
                      href={order.tracking.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 hover:underline"
                    >
                      {order.tracking.url}
                    </a>
                  </Field>
                )}
              </dl>
            </Panel>
          )}
          <Panel title="Payment">
            <dl className="space-y-1.5 text-sm">
              <AmountRow label="Subtotal" rupees={order.subtotal} />
              <AmountRow label="Shipping" rupees={order.shippingFee} />
              {order.codCharge > 0 && <AmountRow label="COD charge" rupees={order.codCharge} />}
              <AmountRow
                label={order.paymentType === "COD" ? "Total" : "Paid"}
                rupees={order.totalAmount}
                total
              />
            </dl>
            <dl className="mt-3 grid gap-2 border-t border-slate-100 pt-3 text-sm">
              <Field label="Method">{paymentText(order)}</Field>
              {order.paymentType === "COD" ? (
                <Field label="Cash">
                  {order.paymentCollectedAt
                    ? `Collected ${formatDateTime(order.paymentCollectedAt)}`
                    : order.amountDue > 0
                      ? `${formatRupees(order.amountDue)} due at delivery`
                      : "Nothing due"}
                </Field>
              ) : (
                <>
                  <Field label="Provider order id" mono>
                    {order.payment.providerOrderId}
                  </Field>
                  <Field label="Payment id" mono>
                    {order.payment.paymentId}
                  </Field>
                </>
              )}
            </dl>
            {order.amountDue > 0 && <CodPaymentCollected order={order} />}
          </Panel>
          <Panel title="Refunds">
            {order.refunds.length === 0 ? (
              <p className="text-sm text-slate-600">No refunds.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund._id} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
                    <p className="flex justify-between gap-2">
                      <span className="font-bold text-ink tabular-nums">{formatRupees(refund.amount)}</span>
                      <span className="font-medium text-slate-700 capitalize">{refund.status}</span>
                    </p>
                    <p className="text-xs text-slate-600">{formatDateTime(refund.at)}</p>
                    <p className="mt-0.5 break-words text-slate-700">{refund.reason}</p>
                    <p className="font-mono text-xs break-all text-slate-600">
                      {refund.payout === "staff"
                        ? "Paid out by staff"
                        : (refund.providerRefundId ?? "Not yet accepted by the provider")}
                    </p>
                    {refund.lastError && (
                      <p className="text-xs text-red-700">
                        Provider: {refund.lastError} (retried automatically)
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
              Still refundable:{" "}
              <span className="font-semibold text-ink">{formatRupees(order.refundable)}</span>
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** "Approve return" and "Reject return" are how the graph's moves out of Return requested read to staff. */
function moveLabel(order: AdminOrderDetailType, to: OrderStatus): string {
  const from = order.orderStatus;
  const cashOnDelivery = order.paymentType === "COD";
  if (from === "Return requested" && to === "Return requested") return "Approve return";
  if (from === "Return requested" && to === "Delivered") return "Reject return (back to Delivered)";
  if (to === "Shipped" && (from === "Shipped" || from === "Out for delivery"))
    return "Shipped (add the tracking number)";
  if (to === "Returned") return "Returned (the parcel is back)";
  // A COD order's cash goes back by the staff's own transfer (docs/decisions/143-staff-payouts-in-the-refund-ledger.md).
  if (to === "Refunded")
    return cashOnDelivery ? "Refunded (record the rest as paid back by you)" : "Refunded (refund the rest)";
  if (to === "Cancelled")
    return order.refundable > 0
      ? "Cancelled (refund in full, restock)"
      : "Cancelled (restock; nothing was paid)";
  return to;
}

function StatusActions({ order }: { order: AdminOrderDetailType }) {
  const from = order.orderStatus;
  // Only the moves the server allows: Out for delivery and Delivered once Shipped with tracking.
  const next = nextStatuses(from, order.tracking !== null);
  const choices: OrderStatus[] = from === "Return requested" ? ["Return requested", ...next] : next;
  const move = useMoveOrder();
  const {
    control,
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<StatusChangeFormValues, unknown, OrderStatusChange>({
    resolver: zodResolver(statusChangeForm(from)),
    defaultValues: {
      status: "",
      note: "",
      showToShopper: false,
      tracking: { courier: "", number: "", url: "" },
      restock: "",
    },
  });
  const status = useWatch({ control, name: "status" });
  const rejecting = from === "Return requested" && status === "Delivered";
  // A move that pays money back (Cancelled, Refunded) waits for the staff's confirmation.
  const [confirming, setConfirming] = useState<OrderStatusChange | null>(null);

  if (choices.length === 0) {
    return (
      <Panel title="Status">
        <p className="text-sm text-slate-600">This order is {from}: it cannot move any more.</p>
      </Panel>
    );
  }

  const paysBack = (to: string) => (to === "Cancelled" || to === "Refunded") && order.refundable > 0;
  const save = (change: OrderStatusChange) =>
    move.mutate(
      { orderId: order._id, input: change },
      {
        onSuccess: (moved) => {
          setConfirming(null);
          toast.success(
            change.status === from
              ? `Return of order #${moved.number} approved.`
              : `Order #${moved.number} is now ${moved.orderStatus}.`,
          );
          resetField("status");
          resetField("note");
          resetField("showToShopper");
          resetField("restock");
        },
      },
    );
  const submit = handleSubmit((change) => {
    move.reset();
    if (paysBack(change.status)) setConfirming(change);
    else save(change);
  });
  const moveError = move.isError
    ? errorMessage(move.error, "Could not change the status. Please try again.")
    : null;
  const refundable = formatRupees(order.refundable);

  return (
    <Panel title="Change status">
      <form
        onSubmit={submit}
        noValidate
        aria-label={`Change the status of order ${order.number}`}
        className="space-y-3"
      >
        <SelectField
          label="New status"
          placeholder="Choose…"
          error={errors.status?.message}
          {...register("status")}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {moveLabel(order, s)}
            </option>
          ))}
        </SelectField>
        {status === "Shipped" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Courier"
              error={errors.tracking?.courier?.message ?? errors.tracking?.message}
              {...register("tracking.courier")}
            />
            <TextField
              label="Tracking number"
              error={errors.tracking?.number?.message}
              {...register("tracking.number")}
            />
            <TextField
              label="Tracking link (optional)"
              type="url"
              inputMode="url"
              className="sm:col-span-2"
              placeholder="https://"
              error={errors.tracking?.url?.message}
              {...register("tracking.url")}
            />
          </div>
        )}
        {status === "Returned" && (
          <Controller
            control={control}
            name="restock"
            render={({ field }) => (
              <StockChoice
                legend="Where do the returned units go?"
                value={field.value}
                onChange={field.onChange}
                error={errors.restock?.message}
              />
            )}
          />
        )}
        <TextAreaField
          label={rejecting ? "Why is the return rejected? (the shopper is told)" : "Note (optional)"}
          rows={2}
          maxLength={500}
          error={errors.note?.message}
          {...register("note")}
        />
        {!rejecting && (
          <CheckboxField
            label="Show this note to the shopper (order page and e-mail); otherwise it is for staff only"
            {...register("showToShopper")}
          />
        )}
        {moveError && !confirming && <FormAlert message={moveError} />}
        <Button type="submit" loading={move.isPending} className="w-full sm:w-auto">
          Save status
        </Button>
      </form>
      {confirming && (
        <Modal
          open
          width="message"
          title={
            confirming.status === "Cancelled"
              ? `Cancel order #${order.number} and refund ${refundable}?`
              : `Refund ${refundable} for order #${order.number}?`
          }
          onClose={() => setConfirming(null)}
        >
          <p className="text-sm text-slate-700">
            Everything not yet refunded, {refundable}, goes back {refundPayoutText(order)}.
            {confirming.status === "Cancelled" && " The units go back to stock: they never left."}
          </p>
          <p className="mt-2 text-sm text-slate-600">{order.customer.name} is e-mailed.</p>
          {moveError && <FormAlert message={moveError} className="mt-3" />}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Go back
            </Button>
            <Button loading={move.isPending} onClick={() => save(confirming)}>
              Yes, refund {refundable}
            </Button>
          </div>
        </Modal>
      )}
    </Panel>
  );
}

/** Cash is collected at the door: staff record it once the order has shipped (docs/decisions/141-cash-on-delivery.md). */
const CASH_COLLECTABLE: readonly OrderStatus[] = [
  "Shipped",
  "Out for delivery",
  "Delivered",
  "Return requested",
  "Returned",
];

function CodPaymentCollected({ order }: { order: AdminOrderDetailType }) {
  const form = useForm<CodPaymentCollectedBody>({
    resolver: zodResolver(codPaymentCollectedBody),
    defaultValues: { note: "" },
  });
  const collect = useCodPaymentCollected();
  if (!CASH_COLLECTABLE.includes(order.orderStatus)) {
    return (
      <p className="mt-3 text-xs text-slate-600">
        Record the cash once the order has shipped and the courier has collected it.
      </p>
    );
  }
  const submit = form.handleSubmit(({ note }) =>
    collect.mutate(
      { orderId: order._id, input: note ? { note } : {} },
      {
        onSuccess: (updated) =>
          toast.success(
            `Payment of ${formatRupees(updated.totalAmount)} recorded for order #${updated.number}.`,
          ),
      },
    ),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Record the cash of order ${order.number}`}
      className="mt-3 space-y-2 border-t border-slate-100 pt-3"
    >
      <TextField
        label="Note (optional)"
        placeholder="e.g. remittance reference"
        maxLength={300}
        error={form.formState.errors.note?.message}
        {...form.register("note")}
      />
      {collect.isError && (
        <FormAlert message={errorMessage(collect.error, "Could not record the payment. Please try again.")} />
      )}
      <Button type="submit" variant="outline" loading={collect.isPending} className="w-full">
        Record {formatRupees(order.amountDue)} collected
      </Button>
    </form>
  );
}
