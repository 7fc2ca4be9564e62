import type { AddressType } from "@vayu/shared/addresses";
import { AddressLines } from "../../components/ui/AddressLines";
import { Button } from "../../components/ui/Button";
import { CancelButton } from "../../components/ui/CancelButton";
import { PostForm } from "../../components/ui/PostForm";
import { ADDRESS_PAGE } from "./address-page";

/**
 * "Delete this address?" answered: the address named, Cancel and Delete. Delete posts to the
 * account page's action before or without JavaScript; once the page is live it calls `onDelete`.
 * Cancel closes the dialog, or is a link back for the question on a page of its own.
 */
export function AddressDeleteForm({
  address,
  onDelete,
  cancel,
  returnTo,
}: {
  address: AddressType;
  onDelete: (address: AddressType) => void;
  cancel: (() => void) | string;
  returnTo?: string;
}) {
  return (
    <>
      <div className="rounded-lg bg-slate-50 p-3">
        <AddressLines address={address} />
      </div>
      <PostForm
        action={ADDRESS_PAGE}
        intent="address-delete"
        {...(returnTo && { returnTo })}
        onSubmit={() => onDelete(address)}
        className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="addressId" value={address._id} />
        <CancelButton cancel={cancel} />
        <Button type="submit" variant="danger">
          Delete
        </Button>
      </PostForm>
    </>
  );
}
