import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import type { CancelOrderBody, OrderDetailType } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { Modal } from "../../components/ui/Modal";
import { errorMessage } from "../../lib/api";
import { REFUND_TIMING } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useCancelOrder } from "./api/order";
import { cancelForm, type CancelFormValues } from "./cancel-form";

/** The shopper cancels an order that has not shipped, with an optional reason, after confirming. */
export function CancelOrder({ order }: { order: OrderDetailType }) {
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
