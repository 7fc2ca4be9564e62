import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AddressType } from "@vayu/shared/addresses";
import { api } from "../../../lib/api";
import { useSession } from "../../../lib/session";

const addressesResponse = () => import("@vayu/shared/addresses").then((schemas) => schemas.AddressesResponse);

/** GET /api/address: the shopper's saved addresses, newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<AddressType[]> {
  const body = await api(addressesResponse, "/address", { signal });
  return body.addresses;
}

/** Every shopper's saved addresses: what a change to an address refreshes. */
export const addressesKey = ["addresses"];

/** Keyed by user, so one shopper's addresses never show for the next one on this browser. */
export function addressesQuery(userId: string) {
  return queryOptions({
    queryKey: [...addressesKey, userId],
    queryFn: ({ signal }) => getAddresses(signal),
    retry: false,
  });
}

export function useAddresses() {
  const session = useSession();
  return useQuery({ ...addressesQuery(session?.user._id ?? ""), enabled: Boolean(session) });
}
