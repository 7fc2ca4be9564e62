import { useEffect, useRef } from "react";
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import type { AddressFormValues } from "@vayu/shared/addresses";
import { PINCODE } from "@vayu/shared/pincode";
import { usePincode } from "../../lib/queries/get-pincode";

/**
 * Fills the city and state from an Indian pincode as soon as it has six digits
 * (docs/decisions/140-pincode-delivery.md). What the shopper typed there stays theirs: only an
 * empty field, or one this hook filled, is filled again.
 */
export function usePincodeAutofill(
  control: Control<AddressFormValues, unknown, unknown>,
  getValues: UseFormGetValues<AddressFormValues>,
  setValue: UseFormSetValue<AddressFormValues>,
) {
  const [zipCode, country] = useWatch({ control, name: ["zipCode", "country"] });
  const pin = (zipCode ?? "").replace(/\s/g, "");
  const inIndia = (country ?? "India").trim().toLowerCase() === "india";
  const place = usePincode(inIndia && PINCODE.test(pin) ? pin : null);
  const filled = useRef<{ city?: string; state?: string }>({});

  useEffect(() => {
    if (!place.data) return;
    for (const [field, value] of [
      ["city", place.data.city],
      ["state", place.data.state],
    ] as const) {
      const current = getValues(field);
      if (current === "" || current === filled.current[field]) {
        setValue(field, value, { shouldValidate: Boolean(current) });
        filled.current[field] = value;
      }
    }
  }, [place.data, getValues, setValue]);
}
