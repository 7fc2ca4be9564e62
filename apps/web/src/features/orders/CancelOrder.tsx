import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { rupeesToPaise } from "@vayu/shared/money";
import type { CancelOrderBody, OrderDetailType } from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { Modal } from "../../components/ui/Modal";
import { errorMessage } from "../../lib/api";
import { useFormats } from "../../lib/i18n";
import { useRefundTiming } from "./refund-timing";
import { toast } from "../../lib/toast";
import { useCancelOrder } from "./api/order";
import { cancelForm, type CancelFormValues } from "./cancel-form";

/** The shopper cancels an order that has not shipped, with an optional reason, after confirming. */
export function CancelOrder({ order }: { order: OrderDetailType }) {
  const { t } = useLingui();
  const formats = useFormats();
  const refundTiming = useRefundTiming();
  const total = formats.price(rupeesToPaise(order.totalAmount));
  const number = order.number;
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
          const amount = formats.price(refunded);
          const cancelledNumber = cancelled.number;
          toast.success(
            refunded > 0
              ? t`Order #${cancelledNumber} is cancelled. Your refund of ${amount} has been started.`
              : t`Order #${cancelledNumber} is cancelled.`,
          );
        },
      },
    ),
  );

  return (
    <section
      aria-label={t`Cancel this order`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <p className="min-w-0 flex-1 basis-60 text-sm text-slate-700">
        <Trans>Changed your mind? You can cancel until the order ships, free of charge.</Trans>{" "}
        {order.amountDue > 0 ? t`Nothing has been paid, so nothing is due.` : t`We refund the full ${total}.`}
      </p>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Trans>Cancel order</Trans>
      </Button>
      <Modal open={open} title={t`Cancel order #${number}?`} onClose={() => setOpen(false)}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            {order.amountDue > 0
              ? t`This is a cash-on-delivery order: nothing has been paid, so there is nothing to refund.`
              : `${t`The full ${total} goes back to the account you paid from.`} ${refundTiming}`}
          </p>
          <TextAreaField
            label={t`Reason (optional)`}
            rows={3}
            maxLength={500}
            error={errors.reason?.message}
            {...register("reason")}
          />
          {cancel.isError && (
            <FormAlert
              message={errorMessage(cancel.error, t`Could not cancel the order. Please try again.`)}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Keep order</Trans>
            </Button>
            <Button type="submit" variant="danger" loading={cancel.isPending}>
              <Trans>Yes, cancel order</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
