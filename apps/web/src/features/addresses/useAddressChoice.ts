import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import type { AddressType } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { useAddresses } from "./api/get-addresses";

/**
 * The shopper's addresses and the one chosen for delivery: the first (the default, else the newest) is chosen
 * until the shopper picks another, and a deleted choice falls back to the first again.
 */
export function useAddressChoice() {
  const query = useAddresses();
  const [chosenId, setChosenId] = useState<string | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(messages.address.fetchFailed);
  }, [query.isError]);

  // When the fetch fails the list is emptied (docs/product/messages.md "Address").
  const addresses: AddressType[] = query.isError ? [] : (query.data ?? []);
  const selected = addresses.find((a) => a._id === chosenId) ?? addresses[0] ?? null;
  return {
    addresses,
    loading: query.isPending && query.fetchStatus !== "idle",
    selected,
    select: setChosenId,
  };
}
