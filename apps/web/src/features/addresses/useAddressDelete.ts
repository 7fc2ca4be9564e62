import type { AddressType } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { toast } from "../../lib/toast";
import { useDeleteAddress } from "./api/delete-address";

/** Deletes an address with the toasts of docs/product/messages.md "Address"; `deleting` is the id under way. */
export function useAddressDelete(onDeleted?: () => void) {
  const remove = useDeleteAddress();

  async function deleteAddress(address: AddressType) {
    try {
      await remove.mutateAsync(address._id);
      toast.success(messages.address.deleted);
      onDeleted?.();
    } catch {
      toast.error(messages.address.deleteFailed);
    }
  }

  return { deleteAddress, deleting: remove.isPending ? remove.variables : undefined };
}
