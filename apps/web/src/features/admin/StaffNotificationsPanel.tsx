import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  STAFF_NOTIFICATION_DELIVERIES,
  STAFF_NOTIFICATION_KINDS,
  StaffNotificationSettings,
  staffNotificationDeliveryLabels,
  staffNotificationLabels,
  staffNotificationMessages,
  type StaffNotificationsResponseType,
  type StaffNotificationSettingsType,
} from "@vayu/shared/staff-notifications";
import { Button } from "../../components/ui/Button";
import { SelectField } from "../../components/ui/FormFields";
import { LoadError } from "../../components/ui/LoadError";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useSaveStaffNotifications, useStaffNotifications } from "./api/staff-notifications";

/** The owner's choice, per kind, of an e-mail at once or the 8 am digest (docs/decisions/186-staff-notifications.md). */
export function StaffNotificationsPanel() {
  const current = useStaffNotifications();
  return (
    <section aria-labelledby="staff-emails" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="staff-emails" className="font-semibold text-ink">
        Staff e-mails
      </h2>
      {current.isError ? (
        <LoadError onRetry={() => void current.refetch()} />
      ) : current.data ? (
        <DeliveriesForm current={current.data} />
      ) : (
        <div role="status" aria-label="Loading" className="mt-2 h-24 animate-pulse rounded-lg bg-slate-100" />
      )}
    </section>
  );
}

function DeliveriesForm({ current }: { current: StaffNotificationsResponseType }) {
  const save = useSaveStaffNotifications();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<StaffNotificationSettingsType>({
    resolver: zodResolver(StaffNotificationSettings),
    defaultValues: current.deliveries,
  });
  const submit = handleSubmit((deliveries) =>
    save.mutate(deliveries, {
      onSuccess: (saved) => {
        reset(saved.deliveries);
        toast.success(staffNotificationMessages.saved);
      },
      onError: (error) => toast.error(errorMessage(error, "The choices could not be saved.")),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="staff-emails" className="mt-2 grid gap-3">
      <p className="text-sm text-slate-600">
        {current.recipient ? (
          <>
            Sent to <strong className="break-all">{current.recipient}</strong>, each with a link to it here.
          </>
        ) : (
          staffNotificationMessages.noRecipient
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {STAFF_NOTIFICATION_KINDS.map((kind) => (
          <SelectField
            key={kind}
            label={staffNotificationLabels[kind]}
            placeholder="Choose"
            {...register(kind)}
          >
            {STAFF_NOTIFICATION_DELIVERIES.map((delivery) => (
              <option key={delivery} value={delivery}>
                {staffNotificationDeliveryLabels[delivery]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!isDirty}
        loading={save.isPending}
        className="justify-self-start"
      >
        Save staff e-mail choices
      </Button>
    </form>
  );
}
