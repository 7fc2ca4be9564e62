import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { readAfterWrite } from "../../../lib/query-client";
import { addressesKey } from "./get-addresses";

const messageResponse = () => import("@vayu/shared/errors").then((schemas) => schemas.MessageResponse);

/** DELETE /api/address/:id */
export async function deleteAddress(id: string): Promise<void> {
  await api(messageResponse, `/address/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => readAfterWrite({ queryKey: addressesKey }),
  });
}
