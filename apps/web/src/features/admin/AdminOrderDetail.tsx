import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { ArrowLeft } from "lucide-react";
import { orderRefundBody, orderStatusChangeBody, type AdminHistoryEntry, type AdminOrderDetail } from "@vayu/shared/admin";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import { nextStatuses, type OrderStatus } from "@vayu/shared/orders";
import { AmountRow } from "../../components/ui/AmountRow";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { SelectField, TextAreaField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { errorMessage } from "../../lib/api";
import { LoadError } from "../catalog/LoadError";
import { AddressLines } from "../addresses/AddressLines";
import { formatDateTime, paymentText } from "../orders/format";
import { OrderStatusPill } from "../orders/OrderStatusPill";
import { OrderTimeline } from "../orders/OrderTimeline";
import { useAdminOrder, useMoveOrder, useRefundOrder } from "./api";

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
        <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" role="status" aria-label="Loading the order" />
      ) : order.isError ? (
        <LoadError onRetry={() => void order.refetch()} />
      ) : (
        <Detail order={order.data} />
      )}
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="mb-3 text-xs font-bold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
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

const byWhom = (entry: AdminHistoryEntry) =>
  entry.actor.role === "system" ? "the store" : `${entry.actor.name ?? "someone"} (${entry.actor.role === "staff" ? "staff" : "shopper"})`;

function Detail({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Order #{order.number}</h2>
          <p className="text-sm text-slate-600">Placed {formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusPill status={order.orderStatus} />
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <StatusActions order={order} />
          <Panel title="History">
            <OrderTimeline entries={order.history.map((entry) => ({ ...entry, by: byWhom(entry) }))} label={`History of order ${order.number}`} />
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
                  <p className="font-semibold text-ink tabular-nums">{formatPaise(rupeesToPaise(price) * quantity)}</p>
                </li>
              ))}
            </ul>
          </Panel>
          <RefundForm order={order} />
        </div>
        <div className="min-w-0 space-y-4">
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
                    <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
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
              <AmountRow label="Paid" rupees={order.totalAmount} total />
            </dl>
            <dl className="mt-3 grid gap-2 border-t border-slate-100 pt-3 text-sm">
              <Field label="Method">{paymentText(order)}</Field>
              <Field label="Provider order id" mono>
                {order.payment.providerOrderId}
              </Field>
              <Field label="Payment id" mono>
                {order.payment.paymentId}
              </Field>
            </dl>
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
                    <p className="font-mono text-xs break-all text-slate-600">{refund.providerRefundId ?? "Not yet accepted by the provider"}</p>
                    {refund.lastError && <p className="text-xs text-red-700">Provider: {refund.lastError} (retried automatically)</p>}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
              Still refundable: <span className="font-semibold text-ink">{formatRupees(order.refundable)}</span>
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** "Approve return" and "Reject return" are how the graph's moves out of Return requested read to staff. */
function moveLabel(from: OrderStatus, to: OrderStatus): string {
  if (from === "Return requested" && to === "Return requested") return "Approve return";
  if (from === "Return requested" && to === "Delivered") return "Reject return (back to Delivered)";
  if (to === "Refunded") return "Refunded (refund the rest)";
  if (to === "Cancelled") return "Cancelled (refund in full, restock)";
  return to;
}

function StatusActions({ order }: { order: AdminOrderDetail }) {
  const from = order.orderStatus;
  const choices: OrderStatus[] = from === "Return requested" ? ["Return requested", ...nextStatuses(from)] : nextStatuses(from);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [note, setNote] = useState("");
  const [tracking, setTracking] = useState({ courier: "", number: "", url: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMoveOrder();

  if (choices.length === 0) {
    return (
      <Panel title="Status">
        <p className="text-sm text-slate-600">This order is {from}: it cannot move any more.</p>
      </Panel>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!status) {
      setErrors({ status: "Choose the new status." });
      return;
    }
    const rejecting = from === "Return requested" && status === "Delivered";
    const parsed = orderStatusChangeBody.safeParse({
      status,
      ...(note.trim() ? { note } : {}),
      ...(status === "Shipped" ? { tracking: { courier: tracking.courier, number: tracking.number, ...(tracking.url.trim() ? { url: tracking.url.trim() } : {}) } } : {}),
    });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    if (rejecting && !note.trim()) found.note = "note is required to reject a return: tell the shopper why";
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    move.mutate(
      { orderId: order._id, input: parsed.data },
      {
        onSuccess: (moved) => {
          toast.success(status === from ? `Return of order #${moved.number} approved.` : `Order #${moved.number} is now ${moved.orderStatus}.`);
          setStatus("");
          setNote("");
        },
      },
    );
  }

  return (
    <Panel title="Change status">
      <form onSubmit={submit} noValidate aria-label={`Change the status of order ${order.number}`} className="space-y-3">
        <SelectField
          label="New status"
          placeholder="Choose…"
          value={status}
          error={errors.status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | "");
            setErrors({});
          }}
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {moveLabel(from, s)}
            </option>
          ))}
        </SelectField>
        {status === "Shipped" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Courier" value={tracking.courier} error={errors["tracking.courier"] ?? errors.tracking} onChange={(e) => setTracking({ ...tracking, courier: e.target.value })} />
            <TextField label="Tracking number" value={tracking.number} error={errors["tracking.number"]} onChange={(e) => setTracking({ ...tracking, number: e.target.value })} />
            <TextField
              label="Tracking link (optional)"
              type="url"
              inputMode="url"
              className="sm:col-span-2"
              placeholder="https://"
              value={tracking.url}
              error={errors["tracking.url"]}
              onChange={(e) => setTracking({ ...tracking, url: e.target.value })}
            />
          </div>
        )}
        <TextAreaField
          label={from === "Return requested" && status === "Delivered" ? "Why is the return rejected?" : "Note (optional, the shopper sees it)"}
          rows={2}
          maxLength={500}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {move.isError && <FormAlert message={errorMessage(move.error, "Could not change the status. Please try again.")} />}
        <Button type="submit" loading={move.isPending} className="w-full sm:w-auto">
          Save status
        </Button>
      </form>
    </Panel>
  );
}

function RefundForm({ order }: { order: AdminOrderDetail }) {
  const [line, setLine] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder();
  const chosen = order.products.find((l) => l.product._id === line);
  const lineAmount = chosen ? rupeesToPaise(chosen.price) * (Number(quantity) || 1) : null;

  if (order.refundable <= 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = orderRefundBody.safeParse({
      reason,
      ...(amount.trim() ? { amount: Number(amount) } : {}),
      ...(line ? { productId: line, quantity: Number(quantity) } : {}),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    refund.mutate(
      { orderId: order._id, input: { body: parsed.data, key } },
      {
        onSuccess: (updated) => {
          toast.success(`Refund started for order #${updated.number}.`);
          setAmount("");
          setReason("");
          setLine("");
          setQuantity("1");
          // The next submission is a new refund.
          setKey(crypto.randomUUID());
        },
      },
    );
  }

  return (
    <Panel title="Refund part of the order">
      <form onSubmit={submit} noValidate aria-label={`Refund order ${order.number}`} className="space-y-3">
        <p className="text-sm text-slate-600">Up to {formatRupees(order.refundable)} can still be refunded. Refunding units of a line puts them back in stock.</p>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
          <SelectField label="Line (optional)" placeholder="No line: an amount" value={line} error={errors.productId} onChange={(event) => setLine(event.target.value)}>
            {order.products.map((l) => (
              <option key={l.product._id} value={l.product._id}>
                {l.product.title} ({l.quantity} × {formatRupees(l.price)})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Units"
            type="number"
            min={1}
            max={chosen?.quantity}
            inputMode="numeric"
            disabled={!chosen}
            value={quantity}
            error={errors.quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          placeholder={lineAmount !== null ? `${formatPaise(lineAmount)} for the units` : "e.g. 500"}
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField label="Reason" value={reason} maxLength={300} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
        {refund.isError && <FormAlert message={errorMessage(refund.error, "Could not start the refund. Please try again.")} />}
        <Button type="submit" variant="outline" loading={refund.isPending} className="w-full sm:w-auto">
          Refund
        </Button>
      </form>
    </Panel>
  );
}
