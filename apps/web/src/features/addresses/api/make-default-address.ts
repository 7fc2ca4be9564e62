import { useMutation } from "@tanstack/react-query";
import { messages } from "@vayu/shared/messages";
import { toast } from "../../../lib/toast";
import { api, errorMessage } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { addressesKey } from "./get-addresses";

const defaultAddressResponse = () => import("@vayu/shared/addresses").then((schemas) => schemas.DefaultAddressResponse);

/** POST /api/address/:id/default: checkout chooses this address first from now on. */
export function makeDefaultAddress(id: string) {
  return api(defaultAddressResponse, `/address/${encodeURIComponent(id)}/default`, { method: "POST" });
}

export function useMakeDefaultAddress() {
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSuccess: ({ message }) => {
      toast.success(message);
      return readAfterWrite({ queryKey: addressesKey });
    },
    onError: (error) => toast.error(errorMessage(error, messages.address.updateFailed)),
  });
}
