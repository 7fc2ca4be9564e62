import { Trans } from "@lingui/react/macro";
import { Truck } from "lucide-react";
import { notDeliveredTo, PINCODE } from "@vayu/shared/pincode";
import { Spinner } from "../../components/ui/Spinner";
import { useLocale } from "../../lib/i18n";
import { usePincode } from "../../lib/queries/get-pincode";
import { formatEstimate } from "./delivery-dates";

export type DeliveryEstimate =
  | { state: "checking" }
  /** An address abroad, a pincode the store does not know, or no answer: the checkout promises nothing. */
  | { state: "unknown" }
  | { state: "not delivered"; message: string }
  | { state: "estimate"; text: string };

/**
 * The estimate for the chosen address's pincode: the same answer (GET /pincode/:pin) the
 * product page showed for it (docs/decisions/192-expected-delivery.md).
 */
export function useDeliveryEstimate(zipCode: string | undefined): DeliveryEstimate {
  const pin = zipCode && PINCODE.test(zipCode) ? zipCode : null;
  const place = usePincode(pin);
  const locale = useLocale();
  if (!pin) return { state: "unknown" };
  if (place.isPending) return { state: "checking" };
  if (!place.data) return { state: "unknown" };
  if (!place.data.serviceable || !place.data.estimatedDelivery)
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the estimate's state, not text
    return { state: "not delivered", message: notDeliveredTo(pin) };
  return { state: "estimate", text: formatEstimate(place.data.estimatedDelivery, locale) };
}

/** "Delivery by Sat, 5 Dec – Mon, 7 Dec" under the checkout's delivery address, or why it cannot go there. */
export function CheckoutDeliveryEstimate({ estimate }: { estimate: DeliveryEstimate }) {
  switch (estimate.state) {
    case "checking":
      return (
        <span className="mt-1 flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" /> <Trans>Checking the delivery date…</Trans>
        </span>
      );
    case "unknown":
      return null;
    case "not delivered":
      return (
        <span role="alert" className="mt-1 block font-medium text-red-600">
          {estimate.message}
        </span>
      );
    case "estimate": {
      const dates = estimate.text;
      return (
        <span className="mt-1 flex items-start gap-2 text-slate-700">
          <Truck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          <span>
            <Trans>
              Delivery by <strong className="font-semibold text-ink">{dates}</strong>
            </Trans>
          </span>
        </span>
      );
    }
  }
}
