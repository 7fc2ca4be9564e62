import { useMutation } from "@tanstack/react-query";
import { AddressResponse, type AddressType, type AddressInput } from "@vayu/shared/addresses";
import { api, ApiError } from "../../../lib/api";
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

/** The server's reason for refusing one field (a pincode that does not exist), to show under it. */
export function refusedField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body;
  return typeof body === "object" && body && "field" in body && typeof body.field === "string"
    ? { field: body.field, message: error.message }
    : null;
}
