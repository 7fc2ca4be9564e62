import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  codPaymentCollectedBody,
  type AdminOrderDetailType,
  type CodPaymentCollectedBody,
} from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import type { OrderStatus } from "@vayu/shared/orders";
import { AmountRow } from "../../components/ui/AmountRow";
import { OrderDiscounts } from "../../components/order/OrderDiscounts";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { formatDateTime, paymentText } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useCodPaymentCollected } from "./api/orders";
import { Field, OrderPanel as Panel } from "./OrderPanel";

/** What the order cost, how it was paid (the provider's ids, or the cash due), and recording the cash. */
export function OrderPaymentPanel({ order }: { order: AdminOrderDetailType }) {
  return (
    <Panel title="Payment">
      <dl className="space-y-1.5 text-sm">
        <AmountRow label="Subtotal" rupees={order.subtotal} />
        <OrderDiscounts order={order} />
        <AmountRow label="Shipping" rupees={order.shippingFee} />
        {order.codCharge > 0 && <AmountRow label="COD charge" rupees={order.codCharge} />}
        <AmountRow label={order.paymentType === "COD" ? "Total" : "Paid"} rupees={order.totalAmount} total />
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
