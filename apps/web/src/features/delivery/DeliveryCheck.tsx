import { Trans, useLingui } from "@lingui/react/macro";
import { useState, useSyncExternalStore } from "react";
import type { z } from "zod";
import { Banknote, MapPin, Truck } from "lucide-react";
import { PINCODE } from "@vayu/shared/pincode";
import { fieldClasses } from "../../components/ui/TextField";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useLocale } from "../../lib/i18n";
import { usePincode } from "../../lib/queries/get-pincode";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useKnownMessage } from "../../components/product/known-messages";
import { formatEstimate } from "./delivery-dates";
import type { pincodeForm } from "./pincode-form";
import { useDomId } from "../../lib/use-dom-id";

const REMEMBERED = "deliveryPincode";
const subscribeNever = () => () => {};
const readRemembered = () => localStorage.getItem(REMEMBERED);
const pincodeFormSchema = () => import("./pincode-form").then((form) => form.pincodeForm);

/**
 * "Deliver to" on the product page (docs/decisions/140-pincode-delivery.md): the shopper's
 * pincode (remembered, or their latest saved address's) with the place, the delivery dates
 * and whether cash on delivery is possible there.
 */
export function DeliveryCheck({ savedPincode }: { savedPincode?: string }) {
  const inputId = useDomId();
  const { t } = useLingui();
  // Until the shopper types one: the pincode they last checked, else their latest address's.
  // Read after hydration: the server renders for a shopper it knows nothing about.
  const remembered = useSyncExternalStore(subscribeNever, readRemembered, () => null);
  const initial = [remembered, savedPincode].find((pin) => pin && PINCODE.test(pin)) ?? null;
  const [checked, setChecked] = useState<string | null>(null);
  const place = usePincode(checked ?? initial);
  const startingPin = { pin: initial ?? "" };
  const {
    register,
    handleSubmit,
    formState: { errors },
    preloadSchema,
  } = useSchemaForm<z.input<typeof pincodeForm>, z.output<typeof pincodeForm>>(
    pincodeFormSchema,
    startingPin,
    {
      // The saved address's pincode arrives after the first render; what the shopper typed stays.
      values: startingPin,
      resetOptions: { keepDirtyValues: true },
    },
  );
  const pinField = register("pin");
  const known = useKnownMessage();
  const invalid = known(errors.pin?.message);

  const check = handleSubmit(({ pin }) => {
    localStorage.setItem(REMEMBERED, pin);
    setChecked(pin);
  });

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-5 border-t border-slate-100 pt-5">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <MapPin className="size-4 text-brand-600" aria-hidden /> <Trans>Deliver to</Trans>
      </h2>
      <form onSubmit={check} onFocusCapture={preloadSchema} className="mt-2 flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          <Trans>Delivery pincode</Trans>
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t`Enter pincode`}
          {...pinField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/[^\d\s]/g, "");
            return pinField.onChange(event);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${inputId}-result`}
          className={`${fieldClasses(Boolean(invalid))} max-w-44`}
        />
        {/* The check is the script's: a tap before it is live waits for it (packages/shared/src/paint-first.ts). */}
        <button
          type="submit"
          data-needs-script=""
          className="rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Trans>Check</Trans>
        </button>
      </form>
      <div id={`${inputId}-result`} aria-live="polite" className="mt-3 text-sm">
        {invalid ? (
          <p className="text-red-600">{invalid}</p>
        ) : place.isFetching && !place.data ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" /> <Trans>Checking…</Trans>
          </p>
        ) : place.isError ? (
          <p className="text-red-600">
            {errorMessage(place.error, t`We could not check this pincode right now. Please try again.`)}
          </p>
        ) : place.data ? (
          <DeliveryTerms place={place.data} />
        ) : null}
      </div>
    </section>
  );
}

function DeliveryTerms({ place }: { place: NonNullable<ReturnType<typeof usePincode>["data"]> }) {
  const locale = useLocale();
  const where = `${place.city}, ${place.state} ${place.pincode}`;
  if (!place.serviceable || !place.estimatedDelivery) {
    return (
      <p className="text-red-600">
        <Trans>Sorry, we do not deliver to {where} yet.</Trans>
      </p>
    );
  }
  const dates = formatEstimate(place.estimatedDelivery, locale);
  return (
    <ul className="space-y-1.5 text-slate-700">
      <li className="flex items-start gap-2">
        <Truck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <span>
          <Trans>
            Delivery to <strong className="font-semibold text-ink">{where}</strong> by{" "}
            <strong className="font-semibold text-ink">{dates}</strong>
          </Trans>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Banknote
          className={`mt-0.5 size-4 shrink-0 ${place.cod ? "text-emerald-600" : "text-slate-400"}`}
          aria-hidden
        />
        <span>
          {place.cod ? (
            <Trans>Cash on delivery available</Trans>
          ) : (
            <Trans>Cash on delivery is not available here: pay online by UPI or card</Trans>
          )}
        </span>
      </li>
      <li className="text-xs text-slate-500">
        <Trans>Pincode data © GeoNames (CC BY 4.0)</Trans>
      </li>
    </ul>
  );
}
