import { toast } from "../../lib/toast";
import type { AddressType, AddressInput } from "@vayu/shared/addresses";
import { messages } from "@vayu/shared/messages";
import { Modal } from "../../components/ui/Modal";
import { ApiError } from "../../lib/api";
import { AddressForm, type SubmitOutcome } from "./AddressForm";
import { useSaveAddress } from "./api/save-address";

export interface AddressModalProps {
  open: boolean;
  /** The address to edit; absent, the modal adds a new one. */
  address?: AddressType | undefined;
  onClose: () => void;
  onSaved: (address: AddressType) => void;
}

/** The server's reason for refusing one field (a pincode that does not exist), to show under it. */
function refusedField(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body;
  return typeof body === "object" && body && "field" in body && typeof body.field === "string"
    ? { field: body.field, message: error.message }
    : null;
}

/** Add New Address / Edit Address (docs/product/storefront.md "Checkout"): closes and resets after a successful save. */
export function AddressModal({ open, address, onClose, onSaved }: AddressModalProps) {
  const save = useSaveAddress();
  const editing = Boolean(address);

  async function submit(values: AddressInput): Promise<SubmitOutcome> {
    try {
      const saved = await save.mutateAsync({ id: address?._id, values });
      toast.success(editing ? messages.address.updated : messages.address.added);
      onSaved(saved);
      onClose();
      return "saved";
    } catch (error) {
      toast.error(editing ? messages.address.updateFailed : messages.address.addFailed);
      return refusedField(error) ?? "failed";
    }
  }

  return (
    <Modal open={open} title={editing ? "Edit Address" : "Add New Address"} onClose={onClose}>
      {/* Keyed by the address so switching between add and edit starts from the right values. */}
      <AddressForm
        key={address?._id ?? "new"}
        address={address}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
