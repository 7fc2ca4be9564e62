import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck, Wrench } from "lucide-react";
import type { AfterDeliveryResponseType, WarrantyItemType } from "@vayu/shared/after-delivery";
import { INSTALLATION_SLOTS, type InstallationSlot } from "@vayu/shared/installation-rules";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { Button } from "../../components/ui/Button";
import { DocumentDownload } from "../../components/ui/DocumentDownload";
import { FormAlert } from "../../components/ui/FormAlert";
import { SelectField } from "../../components/ui/FormFields";
import { PostForm } from "../../components/ui/PostForm";
import { TextField } from "../../components/ui/TextField";
import { ApiError, errorMessage } from "../../lib/api";
import { useFormats, useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import {
  bookInstallation,
  cancelInstallation,
  registerWarranty,
  useAfterDelivery,
  useAfterDeliveryChange,
} from "./api/after-delivery";
import {
  BOOK_INSTALLATION_INTENT,
  CANCEL_INSTALLATION_INTENT,
  REGISTER_WARRANTY_INTENT,
} from "./after-delivery-intents";
import { OrderSection } from "./OrderSection";

const textOf = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
};

function useSlotLabel() {
  const { t } = useLingui();
  return (slot: InstallationSlot) =>
    slot === "morning" ? t`Morning, 9 am to 1 pm` : t`Afternoon, 1 pm to 6 pm`;
}

/** Book, move or cancel the technician's visit (docs/decisions/334-installation-and-warranty.md). */
export function InstallationPanel({
  orderId,
  installation,
}: {
  orderId: string;
  installation: NonNullable<AfterDeliveryResponseType["installation"]>;
}) {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages).afterDelivery;
  const formats = useFormats();
  const slotLabel = useSlotLabel();
  const book = useAfterDeliveryChange(orderId, (body: { date: string; slot: InstallationSlot }) =>
    bookInstallation(orderId, body),
  );
  const cancel = useAfterDeliveryChange(orderId, () => cancelInstallation(orderId));
  const { booking, days, changeable } = installation;
  const active = booking && booking.status !== "cancelled" ? booking : null;
  const failure = book.error ?? cancel.error;
  const products = installation.products.join(", ");

  const submitBooking = (event: FormEvent<HTMLFormElement>) => {
    const slot = textOf(event.currentTarget, "slot") === "afternoon" ? "afternoon" : "morning";
    book.mutate(
      { date: textOf(event.currentTarget, "date"), slot },
      { onSuccess: () => toast.success(messages.booked) },
    );
  };

  return (
    <OrderSection
      title={t`Installation or demo`}
      icon={<Wrench className="size-4 text-brand-600" aria-hidden />}
    >
      <p className="text-sm text-slate-700">
        <Trans>A technician installs or demonstrates {products} at your address, free of charge.</Trans>
      </p>
      {active && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-medium text-ink" role="status">
          {active.status === "done" ? (
            <Trans>Visit done on {formats.date(active.date)}.</Trans>
          ) : (
            <Trans>
              Visit booked: {formats.date(active.date)}, {slotLabel(active.slot)}
            </Trans>
          )}
        </p>
      )}
      {failure && (
        <div className="mt-3">
          <FormAlert message={errorMessage(failure, messages.failed)} />
        </div>
      )}
      {changeable && days.length > 0 && (
        <PostForm intent={BOOK_INSTALLATION_INTENT} onSubmit={submitBooking} className="mt-3 space-y-3">
          <SelectField
            label={active ? t`Move the visit to` : t`Day of the visit`}
            name="date"
            placeholder={t`Choose a day`}
            required
            defaultValue={active?.date ?? days[0]}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {formats.date(day)}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700">
              <Trans>Time of day</Trans>
            </legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-5">
              {INSTALLATION_SLOTS.map((slot) => (
                <label key={slot} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="slot"
                    value={slot}
                    defaultChecked={(active?.slot ?? "morning") === slot}
                    className="size-4 accent-brand-600"
                  />
                  {slotLabel(slot)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="submit"
            loading={book.isPending}
            disabled={book.isPending || cancel.isPending}
            className="w-full sm:w-auto"
          >
            {active ? <Trans>Move visit</Trans> : <Trans>Book visit</Trans>}
          </Button>
        </PostForm>
      )}
      {changeable && active && (
        <PostForm
          intent={CANCEL_INSTALLATION_INTENT}
          onSubmit={() => cancel.mutate(undefined, { onSuccess: () => toast.success(messages.cancelled) })}
          className="mt-2"
        >
          <Button
            type="submit"
            variant="outline"
            loading={cancel.isPending}
            disabled={book.isPending || cancel.isPending}
            className="w-full sm:w-auto"
          >
            <Trans>Cancel visit</Trans>
          </Button>
        </PostForm>
      )}
      {!active && days.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>
            Online booking has closed for this order. Please call customer care to arrange a visit.
          </Trans>
        </p>
      )}
    </OrderSection>
  );
}

function WarrantyRow({ orderId, item }: { orderId: string; item: WarrantyItemType }) {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages).afterDelivery;
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  const register = useAfterDeliveryChange(orderId, (serialNumber: string) =>
    registerWarranty(orderId, item.itemId, serialNumber),
  );
  const refusal = register.error;
  const fieldError =
    refusal instanceof ApiError && refusal.status === 400
      ? errorMessage(refusal, messages.failed)
      : undefined;
  const months = item.warrantyMonths;
  const until = item.validUntil ? formats.date(item.validUntil) : "";
  const title = item.title;
  const showForm = !item.serialNumber || editing;
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <p className="font-medium break-words text-ink">{title}</p>
      <p className="text-sm text-slate-600">
        <Trans>
          {months} months of warranty, until {until}
        </Trans>
      </p>
      {item.serialNumber && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="text-slate-700">
            <Trans>
              Serial number: <strong className="font-mono break-all">{item.serialNumber}</strong>
            </Trans>
          </span>
          {item.cardUrl && (
            <DocumentDownload url={item.cardUrl} label={t`Download warranty card`} detail={t`(PDF)`} />
          )}
          {!editing && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => setEditing(true)}
            >
              <Trans>Correct it</Trans>
            </button>
          )}
        </div>
      )}
      {showForm && (
        <PostForm
          intent={REGISTER_WARRANTY_INTENT}
          onSubmit={(event) =>
            register.mutate(textOf(event.currentTarget, "serialNumber"), {
              onSuccess: () => {
                setEditing(false);
                toast.success(messages.registered);
              },
            })
          }
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="itemId" value={item.itemId} />
          <div className="min-w-0 flex-1">
            <TextField
              label={t`Serial number of ${title}`}
              name="serialNumber"
              defaultValue={item.serialNumber ?? ""}
              required
              minLength={4}
              maxLength={40}
              pattern="[A-Za-z0-9\-]{4,40}"
              autoComplete="off"
              spellCheck={false}
              placeholder={t`As printed on the appliance's label`}
              error={fieldError}
            />
          </div>
          <Button type="submit" loading={register.isPending} className="w-full sm:mt-6 sm:w-auto">
            <Trans>Register warranty</Trans>
          </Button>
        </PostForm>
      )}
      {refusal && !fieldError && <FormAlert message={errorMessage(refusal, messages.failed)} />}
    </li>
  );
}

/** Each delivered item's warranty: register its serial number, then download its card. */
export function WarrantyPanel({ orderId, items }: { orderId: string; items: WarrantyItemType[] }) {
  const { t } = useLingui();
  return (
    <OrderSection title={t`Warranty`} icon={<ShieldCheck className="size-4 text-brand-600" aria-hidden />}>
      <p className="mb-3 text-sm text-slate-700">
        <Trans>
          Register each product's serial number to get its warranty card. The warranty runs from the delivery
          date.
        </Trans>
      </p>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <WarrantyRow key={item.itemId} orderId={orderId} item={item} />
        ))}
      </ul>
    </OrderSection>
  );
}

/** A delivered order's installation visit and warranty, as the shopper's order page shows them. */
export function AfterDeliveryPanels({ orderId }: { orderId: string }) {
  const after = useAfterDelivery(orderId, true);
  if (!after.data) return null;
  return (
    <div className="space-y-5">
      {after.data.installation && (
        <InstallationPanel orderId={orderId} installation={after.data.installation} />
      )}
      {after.data.warranty.length > 0 && <WarrantyPanel orderId={orderId} items={after.data.warranty} />}
    </div>
  );
}
