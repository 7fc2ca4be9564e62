import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageResponse } from "@vayu/shared/errors";
import { api } from "../../../lib/api";
import { addressesKey } from "./get-addresses";

/** DELETE /api/address/:id */
export async function deleteAddress(id: string): Promise<void> {
  await api(MessageResponse, `/address/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
