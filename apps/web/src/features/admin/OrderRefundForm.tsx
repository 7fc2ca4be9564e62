import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  RESTOCK_REFUNDED_REQUIRED,
  type AdminOrderDetailType,
  type OrderRefundRequest,
} from "@vayu/shared/admin";
import { formatPaise, rupeesToPaise } from "@vayu/shared/money";
import { unitsSettled } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { SelectField } from "../../components/ui/FormFields";
import { Modal } from "../../components/ui/Modal";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useRefundOrder } from "./api/orders";
import { OrderPanel } from "./OrderPanel";
import { lineRefundSuggestion } from "./refund-suggestion";
import { refundForm, yesNoValue, type RefundFormValues, type YesNo } from "./staff-forms";
import { StockChoice } from "./StockChoice";

/** How refunded money reaches the shopper: through the provider, or by the staff's own transfer for cash on delivery. */
export const refundPayoutText = (order: AdminOrderDetailType) =>
  order.paymentType === "COD"
    ? "by you, by bank transfer or UPI (this records it as paid)"
    : "to the UPI account or card the shopper paid with (5–7 working days)";

/** What a checked refund form asks for, as the confirmation shows it: paise, the units, and whether stock is asked about. */
function refundSummary(order: AdminOrderDetailType, body: OrderRefundRequest) {
  const line = order.products.find((l) => l.product._id === body.productId);
  const units = line ? (body.quantity ?? 1) : 0;
  const amountPaise =
    body.amount !== undefined
      ? rupeesToPaise(body.amount)
      : line
        ? (lineRefundSuggestion(order, line.product._id, units) ?? 0)
        : 0;
  return {
    amountPaise,
    covers: line ? `${units} × ${line.product.title}` : null,
    asksStock: line !== undefined && !unitsSettled(order.orderStatus),
  };
}

/**
 * A refund of an amount or of units of one line (docs/decisions/093-partial-refunds.md):
 * checked as the API checks it, then confirmed in a dialog that shows the amount, what it
 * covers and asks whether refunded units go back to stock (ADR 187).
 */
export function OrderRefundForm({ order }: { order: AdminOrderDetailType }) {
  // One Idempotency-Key per refund: a retried confirmation is the same refund.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState<OrderRefundRequest | null>(null);
  const refund = useRefundOrder();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, OrderRefundRequest>({
    resolver: zodResolver(refundForm),
    defaultValues: { productId: "", quantity: "1", amount: "", reason: "" },
  });
  const [line, quantity] = useWatch({ control, name: ["productId", "quantity"] });
  const chosen = order.products.find((l) => l.product._id === line);
  const lineAmount = chosen ? lineRefundSuggestion(order, chosen.product._id, Number(quantity) || 1) : null;

  if (order.refundable <= 0) return null;

  const review = handleSubmit((body) => {
    refund.reset();
    setPending(body);
  });
  const confirm = (body: OrderRefundRequest) =>
    refund.mutate(
      { orderId: order._id, input: { body, key } },
      {
        onSuccess: (updated) => {
          toast.success(
            updated.paymentType === "COD"
              ? `Refund recorded for order #${updated.number}.`
              : `Refund started for order #${updated.number}.`,
          );
          setPending(null);
          reset();
          // The next refund is a new one.
          setKey(crypto.randomUUID());
        },
      },
    );

  return (
    <OrderPanel title="Refund part of the order">
      <form onSubmit={review} noValidate aria-label={`Refund order ${order.number}`} className="space-y-3">
        <p className="text-sm text-slate-600">
          Up to {formatPaise(rupeesToPaise(order.refundable))} can still be refunded. You confirm the amount
          and say whether refunded units go back to stock before anything is paid.
        </p>
        {order.paymentType === "COD" && (
          <p className="text-sm text-amber-800">
            Cash on delivery: the cash goes back by your own bank transfer or UPI. Record a refund here once
            you have paid it.
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem]">
          <SelectField
            label="Line (optional)"
            placeholder="No line: an amount"
            error={errors.productId?.message}
            {...register("productId")}
          >
            {order.products.map((l) => (
              <option key={l.product._id} value={l.product._id}>
                {l.product.title} ({l.quantity} × {formatPaise(rupeesToPaise(l.price))})
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
            error={errors.quantity?.message}
            {...register("quantity")}
          />
        </div>
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          placeholder={lineAmount !== null ? `${formatPaise(lineAmount)} for the units` : "e.g. 500"}
          error={errors.amount?.message}
          {...register("amount")}
        />
        <TextField
          label="Reason (staff only; printed on the credit note)"
          maxLength={300}
          error={errors.reason?.message}
          {...register("reason")}
        />
        <Button type="submit" variant="outline" className="w-full sm:w-auto">
          Refund…
        </Button>
      </form>
      {pending && (
        <ConfirmRefund
          order={order}
          body={pending}
          busy={refund.isPending}
          error={
            refund.isError
              ? errorMessage(refund.error, "Could not start the refund. Please try again.")
              : null
          }
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
    </OrderPanel>
  );
}

function ConfirmRefund({
  order,
  body,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  order: AdminOrderDetailType;
  body: OrderRefundRequest;
  busy: boolean;
  error: string | null;
  onConfirm: (body: OrderRefundRequest) => void;
  onClose: () => void;
}) {
  const { amountPaise, covers, asksStock } = refundSummary(order, body);
  const [stock, setStock] = useState<YesNo>("");
  const [stockError, setStockError] = useState<string>();
  const amount = formatPaise(amountPaise);
  const submit = () => {
    if (asksStock && stock === "") return setStockError(RESTOCK_REFUNDED_REQUIRED);
    onConfirm({ ...body, ...(asksStock ? { restock: yesNoValue(stock) } : {}) });
  };
  return (
    <Modal open title={`Refund ${amount}?`} width="message" onClose={onClose}>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Amount</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{amount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Covers</dt>
          <dd className="text-ink">
            {covers ? `${covers} of order #${order.number}` : `Part of order #${order.number}; no units`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Paid back</dt>
          <dd className="text-ink first-letter:uppercase">{refundPayoutText(order)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {order.customer.name} is e-mailed that the refund has started.
      </p>
      {asksStock && (
        <div className="mt-4">
          <StockChoice
            legend={`Where do the ${covers ? "refunded units" : "units"} go?`}
            value={stock}
            onChange={(value) => {
              setStock(value);
              setStockError(undefined);
            }}
            error={stockError}
          />
        </div>
      )}
      {covers && !asksStock && (
        <p className="mt-3 text-sm text-slate-600">
          Stock is unchanged: the units were dealt with when the order was {order.orderStatus}.
        </p>
      )}
      {error && <FormAlert message={error} className="mt-3" />}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Go back
        </Button>
        <Button loading={busy} onClick={submit}>
          Refund {amount}
        </Button>
      </div>
    </Modal>
  );
}
