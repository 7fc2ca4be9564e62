import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  returnOrderBody,
  RETURN_WINDOW_DAYS,
  type OrderDetailType,
  type ReturnOrderBody,
} from "@vayu/shared/orders";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { TextAreaField } from "../../components/ui/FormFields";
import { errorMessage } from "../../lib/api";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormats } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useRequestReturn } from "./api/order";

/** The shopper asks to return a delivered order within the return window, saying what is wrong. */
export function RequestReturn({
  order,
  returnableUntil,
}: {
  order: OrderDetailType;
  returnableUntil: string;
}) {
  const { t } = useLingui();
  const until = useFormats().date(returnableUntil);
  const days = RETURN_WINDOW_DAYS;
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
      {
        onSuccess: (updated) => {
          const number = updated.number;
          toast.success(t`We have your return request for order #${number}.`);
        },
      },
    ),
  );

  return (
    <section
      aria-label={t`Return this order`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        <Trans>Request a return</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          You can return this order within {days} days of delivery, until {until}.
        </Trans>
      </p>
      {/* Sent by the script only: a tap before it is live waits for it (packages/shared/src/paint-first.ts). */}
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <TextAreaField
          label={t`What is wrong with it?`}
          rows={3}
          maxLength={500}
          error={errors.reason?.message}
          {...register("reason")}
        />
        {requestReturn.isError && (
          <FormAlert
            message={errorMessage(requestReturn.error, t`Could not request the return. Please try again.`)}
          />
        )}
        <Button type="submit" data-needs-script className="w-full sm:w-auto" loading={requestReturn.isPending}>
          <Trans>Request return</Trans>
        </Button>
      </form>
    </section>
  );
}
