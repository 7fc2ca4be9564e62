import type { AddressType } from "@vayu/shared/addresses";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useDeleteAddress } from "./api/delete-address";

/** Deletes an address with the toasts of docs/product/messages.md "Address"; `deleting` is the id under way. */
export function useAddressDelete(onDeleted?: () => void) {
  const messages = useMessages(buyingMessages);
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
