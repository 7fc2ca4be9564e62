import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import type { AddressType } from "@vayu/shared/addresses";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import { useAddressBook } from "./api/get-addresses";

/**
 * The address checkout chooses before the shopper picks one (docs/decisions/201-checkout-address-choice.md):
 * their default, else the one their latest order went to, else the first they saved. Never
 * simply the newest: that may be a gift address saved for one order.
 * `addresses` come as the API lists them, the default first and then newest first.
 */
export function preselectedAddress(addresses: readonly AddressType[], lastUsed: string | null): AddressType | null {
  return addresses.find((a) => a.isDefault) ?? addresses.find((a) => a._id === lastUsed) ?? addresses.at(-1) ?? null;
}

/**
 * The shopper's addresses and the one chosen for delivery: the preselected one until the
 * shopper picks another; a deleted choice falls back to the preselected one again.
 */
export function useAddressChoice() {
  const query = useAddressBook();
  const { fetchFailed } = useMessages(buyingMessages).address;
  const [chosenId, setChosenId] = useState<string | null>(null);

  useEffect(() => {
    if (query.isError) toast.error(fetchFailed);
  }, [query.isError, fetchFailed]);

  // When the fetch fails the list is emptied (docs/product/messages.md "Address").
  const addresses: AddressType[] = query.isError ? [] : (query.data?.addresses ?? []);
  const selected =
    addresses.find((a) => a._id === chosenId) ?? preselectedAddress(addresses, query.data?.lastUsed ?? null);
  return {
    addresses,
    loading: query.isPending && query.fetchStatus !== "idle",
    selected,
    select: setChosenId,
  };
}
