import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AddressesResponseType } from "@vayu/shared/addresses";
import { api } from "../../../lib/api";
import { useSession } from "../../../lib/session";

const addressesResponse = () => import("@vayu/shared/addresses").then((schemas) => schemas.AddressesResponse);

/** GET /api/address: the shopper's saved addresses (the default first, then newest first) and the one their latest order went to. */
export async function getAddresses(signal?: AbortSignal): Promise<AddressesResponseType> {
  return api(addressesResponse, "/address", { signal });
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

/** The signed-in shopper's address book: `addresses` and `lastUsed`. */
export function useAddressBook() {
  const session = useSession();
  return useQuery({ ...addressesQuery(session?.user._id ?? ""), enabled: Boolean(session) });
}

/** The signed-in shopper's saved addresses. */
export function useAddresses() {
  const session = useSession();
  return useQuery({
    ...addressesQuery(session?.user._id ?? ""),
    enabled: Boolean(session),
    select: (book) => book.addresses,
  });
}
