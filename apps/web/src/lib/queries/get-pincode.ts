import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PincodeResponseType } from "@vayu/shared/delivery";
import { api, ApiError } from "../api";

const pincodeResponse = () => import("@vayu/shared/delivery").then((schemas) => schemas.PincodeResponse);

/** GET /api/pincode/:pin */
export function getPincode(pin: string, signal?: AbortSignal): Promise<PincodeResponseType> {
  return api(pincodeResponse, `/pincode/${encodeURIComponent(pin)}`, { signal });
}

export function pincodeQuery(pin: string) {
  return queryOptions({
    queryKey: ["pincode", pin],
    queryFn: ({ signal }) => getPincode(pin, signal),
    // An unknown pincode stays unknown; only a lost connection is worth another try.
    retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
    staleTime: 60 * 60_000,
  });
}

export function usePincode(pin: string | null) {
  return useQuery({ ...pincodeQuery(pin ?? ""), enabled: pin !== null });
}
