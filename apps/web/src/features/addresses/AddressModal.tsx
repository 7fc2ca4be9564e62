import { useLingui } from "@lingui/react/macro";
import type { AddressType } from "@vayu/shared/addresses";
import { Modal } from "../../components/ui/Modal";
import { AddressForm } from "./AddressForm";
import { useAddressSave } from "./useAddressSave";

export interface AddressModalProps {
  open: boolean;
  /** The address to edit; absent, the modal adds a new one. */
  address?: AddressType | undefined;
  onClose: () => void;
  onSaved: (address: AddressType) => void;
}

/** Add New Address / Edit Address (docs/product/storefront.md "Checkout"): closes and resets after a successful save. */
export function AddressModal({ open, address, onClose, onSaved }: AddressModalProps) {
  const { t } = useLingui();
  const { submit, saving } = useAddressSave(address, (saved) => {
    onSaved(saved);
    onClose();
  });

  return (
    <Modal open={open} title={address ? t`Edit Address` : t`Add New Address`} onClose={onClose}>
      {/* Keyed by the address so switching between add and edit starts from the right values. */}
      <AddressForm key={address?._id ?? "new"} address={address} saving={saving} onSubmit={submit} cancel={onClose} />
    </Modal>
  );
}
