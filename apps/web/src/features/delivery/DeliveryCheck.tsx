import { useId, useState, type FormEvent } from "react";
import { Banknote, MapPin, Truck } from "lucide-react";
import { PINCODE } from "@vayu/shared/delivery";
import { fieldClasses } from "../../components/ui/TextField";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useAddresses } from "../addresses/api/get-addresses";
import { usePincode } from "./api/get-pincode";

const REMEMBERED = "deliveryPincode";
const INVALID = "Please enter a valid 6-digit pincode.";

const deliveryDay = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const formatDay = (iso: string) => deliveryDay.format(new Date(`${iso}T00:00:00Z`));

/**
 * "Deliver to" on the product page (docs/decisions/140-pincode-delivery.md): the shopper's
 * pincode (remembered, or their latest saved address's) with the place, the delivery dates
 * and whether cash on delivery is possible there.
 */
export function DeliveryCheck() {
  const inputId = useId();
  const addresses = useAddresses();
  // Until the shopper types one: the pincode they last checked, else their latest address's.
  const [remembered] = useState(() => localStorage.getItem(REMEMBERED));
  const savedPin = addresses.data?.[0]?.zipCode;
  const initial = [remembered, savedPin].find((pin) => pin && PINCODE.test(pin)) ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const draft = typed ?? initial ?? "";
  const place = usePincode(checked ?? initial);

  function check(event: FormEvent) {
    event.preventDefault();
    const pin = draft.replace(/\s/g, "");
    if (!PINCODE.test(pin)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    localStorage.setItem(REMEMBERED, pin);
    setChecked(pin);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-5 border-t border-slate-100 pt-5">
      <h2 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <MapPin className="size-4 text-brand-600" aria-hidden /> Deliver to
      </h2>
      <form onSubmit={check} className="mt-2 flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Delivery pincode
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="Enter pincode"
          value={draft}
          onChange={(e) => setTyped(e.target.value.replace(/[^\d\s]/g, ""))}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-result`}
          className={`${fieldClasses(invalid)} max-w-44`}
        />
        <button type="submit" className="rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
          Check
        </button>
      </form>
      <div id={`${inputId}-result`} aria-live="polite" className="mt-3 text-sm">
        {invalid ? (
          <p className="text-red-600">{INVALID}</p>
        ) : place.isFetching && !place.data ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" /> Checking…
          </p>
        ) : place.isError ? (
          <p className="text-red-600">{errorMessage(place.error, "We could not check this pincode right now. Please try again.")}</p>
        ) : place.data ? (
          <DeliveryTerms place={place.data} />
        ) : null}
      </div>
    </section>
  );
}

function DeliveryTerms({ place }: { place: NonNullable<ReturnType<typeof usePincode>["data"]> }) {
  const where = `${place.city}, ${place.state} ${place.pincode}`;
  if (!place.serviceable || !place.estimatedDelivery) {
    return <p className="text-red-600">Sorry, we do not deliver to {where} yet.</p>;
  }
  return (
    <ul className="space-y-1.5 text-slate-700">
      <li className="flex items-start gap-2">
        <Truck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <span>
          Delivery to <strong className="font-semibold text-ink">{where}</strong> by{" "}
          <strong className="font-semibold text-ink">
            {formatDay(place.estimatedDelivery.from)} – {formatDay(place.estimatedDelivery.to)}
          </strong>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Banknote className={`mt-0.5 size-4 shrink-0 ${place.cod ? "text-emerald-600" : "text-slate-400"}`} aria-hidden />
        <span>{place.cod ? "Cash on delivery available" : "Cash on delivery is not available here: pay online by UPI or card"}</span>
      </li>
      <li className="text-xs text-slate-500">Pincode data © GeoNames (CC BY 4.0)</li>
    </ul>
  );
}
