import type { AddressType } from "@vayu/shared/addresses";
import { codRefusal, codRulesRefusal } from "@vayu/shared/cod";
import { rupeesToPaise } from "@vayu/shared/money";
import { useLingui } from "@lingui/react/macro";
import { ApiError } from "../../lib/api";
import { usePincode } from "../../lib/queries/get-pincode";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { useCodRules } from "./api/get-cod-rules";

export type CodAvailability =
  { state: "checking" } | { state: "available" } | { state: "unavailable"; reason: string };

const INDIAN_PINCODE = /^[1-9]\d{5}$/;

/**
 * Whether this order may be paid on delivery, asked of the same rule the server applies
 * (docs/decisions/141-cash-on-delivery.md): the address's pincode, and the COD total against the
 * store's COD limit (its settings), then the store's COD rules, which only the server can judge
 * (docs/decisions/307-cod-rules-at-checkout.md). `saving`: what paying online saves (rupees),
 * named in the rules' reason.
 */
export function useCodAvailability(address: AddressType | null, codTotal: number, saving = 0): CodAvailability {
  const { t } = useLingui();
  const pin = address && INDIAN_PINCODE.test(address.zipCode) ? address.zipCode : null;
  const place = usePincode(pin);
  // Asked alongside the pincode, not after it, so the server renders the answer in one more pass at most.
  const rules = useCodRules(pin, codTotal, saving);
  const { codLimit } = useStoreSettings();
  if (!address)
    return {
      state: "unavailable",
      reason: t`Choose a delivery address to see if cash on delivery is available.`,
    };
  const unknownPin = !pin || (place.error instanceof ApiError && place.error.status === 404);
  if (!unknownPin && place.isPending) return { state: "checking" };
  if (!unknownPin && !place.data) {
    return {
      state: "unavailable",
      reason: t`We could not check cash on delivery just now. Please pay online or try again.`,
    };
  }
  // The delivery address line already says the store does not deliver there; this says only what it means for COD.
  if (place.data && !place.data.serviceable)
    return { state: "unavailable", reason: t`Not available where we do not deliver.` };
  const reason = codRefusal({
    pincode: address.zipCode,
    terms: unknownPin ? undefined : place.data,
    totalPaise: rupeesToPaise(codTotal),
    limitPaise: rupeesToPaise(codLimit),
  });
  if (reason) return { state: "unavailable", reason };
  if (rules.isPending && pin) return { state: "checking" };
  // Unanswered, the placing still judges the rules (409 with the reason); the choice stays open.
  if (rules.data && !rules.data.available)
    return { state: "unavailable", reason: rules.data.reason ?? codRulesRefusal(null) };
  return { state: "available" };
}
