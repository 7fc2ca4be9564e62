import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DefaultAddressResponse } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { toast } from "../../../lib/toast";
import { api, errorMessage } from "../../../lib/api";
import { addressesKey } from "./get-addresses";

/** POST /api/address/:id/default: checkout chooses this address first from now on. */
export function makeDefaultAddress(id: string) {
  return api(DefaultAddressResponse, `/address/${encodeURIComponent(id)}/default`, { method: "POST" });
}

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSuccess: ({ message }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: addressesKey });
    },
    onError: (error) => toast.error(errorMessage(error, messages.address.updateFailed)),
  });
}
