import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminOrderDetailType, OrderStatusChange } from "@vayu/shared/admin";
import { formatRupees } from "@vayu/shared/money";
import { nextStatuses, type OrderStatus } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { CheckboxField, SelectField, TextAreaField } from "../../components/ui/FormFields";
import { Modal } from "../../components/ui/Modal";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useMoveOrder } from "./api/orders";
import { OrderPanel as Panel } from "./OrderPanel";
import { refundPayoutText } from "./OrderRefundForm";
import { statusChangeForm, type StatusChangeFormValues } from "./staff-forms";
import { StockChoice } from "./StockChoice";

/** "Approve return" and "Reject return" are how the graph's moves out of Return requested read to staff. */
function moveLabel(order: AdminOrderDetailType, to: OrderStatus): string {
  const from = order.orderStatus;
  const cashOnDelivery = order.paymentType === "COD";
  if (from === "Return requested" && to === "Return requested") return "Approve return";
  if (from === "Return requested" && to === "Delivered") return "Reject return (back to Delivered)";
  if (to === "Shipped" && (from === "Shipped" || from === "Out for delivery"))
    return "Shipped (add the tracking number)";
  if (to === "Returned") return "Returned (the parcel is back)";
  // A refused COD parcel (docs/decisions/306-return-to-origin.md).
  if (to === "Returned to origin") return "Returned to origin (refused or not deliverable)";
  // Staff confirm a COD order with the shopper by phone (docs/decisions/305-cod-confirmation.md).
  if (from === "Awaiting confirmation" && to === "Placed") return "Placed (confirmed by phone)";
  // A COD order's cash goes back by the staff's own transfer (docs/decisions/143-staff-payouts-in-the-refund-ledger.md).
  if (to === "Refunded")
    return cashOnDelivery ? "Refunded (record the rest as paid back by you)" : "Refunded (refund the rest)";
  if (to === "Cancelled")
    return order.refundable > 0
      ? "Cancelled (refund in full, restock)"
      : "Cancelled (restock; nothing was paid)";
  return to;
}

/** Moves the order along the graph, asking for tracking, restock or a reason where the move needs one, and a confirmation where it pays money back. */
export function OrderStatusForm({ order }: { order: AdminOrderDetailType }) {
  const from = order.orderStatus;
  // Only the moves the server allows: Out for delivery and Delivered once Shipped with tracking.
  const next = nextStatuses(from, order.tracking !== null, order.paymentType);
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

  // Its receipt back at the store is the next step (RtoReceivedPanel).
  if (from === "Returned to origin") return null;
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
          label={
            rejecting
              ? "Why is the return rejected? (the shopper is told)"
              : status === "Returned to origin"
                ? "Why did the parcel come back? (refused at the door, address not found…)"
                : "Note (optional)"
          }
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
