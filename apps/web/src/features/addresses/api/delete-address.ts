import { useMutation } from "@tanstack/react-query";
import { MessageResponse } from "@vayu/shared/errors";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { addressesKey } from "./get-addresses";

/** DELETE /api/address/:id */
export async function deleteAddress(id: string): Promise<void> {
  await api(MessageResponse, `/address/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => readAfterWrite({ queryKey: addressesKey }),
  });
}
