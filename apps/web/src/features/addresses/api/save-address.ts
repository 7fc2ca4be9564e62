import { useMutation } from "@tanstack/react-query";
import { AddressResponse, type AddressType, type AddressInput } from "@vayu/shared/addresses";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { addressesKey } from "./get-addresses";

export interface SaveAddressVariables {
  /** The address to update; absent, a new address is added. */
  id?: string | undefined;
  values: AddressInput;
}

/** POST /api/address or PUT /api/address/:id. */
export async function saveAddress({ id, values }: SaveAddressVariables): Promise<AddressType> {
  const body = await api(AddressResponse, id ? `/address/${encodeURIComponent(id)}` : "/address", {
    method: id ? "PUT" : "POST",
    body: values,
  });
  return body.address;
}

export function useSaveAddress() {
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => readAfterWrite({ queryKey: addressesKey }),
  });
}
