import type { AddressType } from "@vayu/shared/addresses";
import { AddressDialogOnPage } from "./AddressDialogOnPage";
import { AddressPicker } from "./AddressPicker";
import type { AddressRefusal } from "./address-action";

/** The account page's saved addresses: the list, and the add or edit dialog (a page of its own without JavaScript). */
export function AccountAddresses({
  addresses,
  loading,
  refused,
}: {
  addresses: AddressType[];
  loading: boolean;
  refused: AddressRefusal | undefined;
}) {
  return (
    <>
      <AddressDialogOnPage addresses={addresses} refused={refused} />
      <AddressPicker addresses={addresses} loading={loading} pageForm />
    </>
  );
}
