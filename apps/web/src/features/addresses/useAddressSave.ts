import type { AddressInput, AddressType } from "@vayu/shared/addresses";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import type { SubmitOutcome } from "./AddressForm";
import { refusedField, useSaveAddress } from "./api/save-address";

/**
 * Saves the address being added (`address` absent) or edited, with the toasts of
 * docs/product/messages.md "Address"; answers the form how it went.
 */
export function useAddressSave(address: AddressType | undefined, onSaved: (saved: AddressType) => void) {
  const messages = useMessages(buyingMessages);
  const save = useSaveAddress();
  const editing = Boolean(address);

  async function submit(values: AddressInput): Promise<SubmitOutcome> {
    try {
      const saved = await save.mutateAsync({ id: address?._id, values });
      toast.success(editing ? messages.address.updated : messages.address.added);
      onSaved(saved);
      return "saved";
    } catch (error) {
      toast.error(editing ? messages.address.updateFailed : messages.address.addFailed);
      return refusedField(error) ?? "failed";
    }
  }

  return { submit, saving: save.isPending };
}
