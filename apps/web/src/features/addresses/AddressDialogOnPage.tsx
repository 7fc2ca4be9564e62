import { useLingui } from "@lingui/react/macro";
import { useLocalisedPath } from "../../components/LocalisedLink";
import type { AddressType } from "@vayu/shared/addresses";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AddressDeleteForm } from "./AddressDeleteForm";
import { AddressForm } from "./AddressForm";
import type { AddressRefusal } from "./address-action";
import { ADDRESS_FORM_ID, ADDRESS_PAGE } from "./address-page";
import { useAddressDelete } from "./useAddressDelete";
import { useAddressSave } from "./useAddressSave";

/** A dialog's contents on the page itself, where the browser scrolls to them. */
function OnPage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `${ADDRESS_FORM_ID}-heading`;
  return (
    <section
      id={ADDRESS_FORM_ID}
      aria-labelledby={headingId}
      className="mb-6 scroll-mt-28 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <h3 id={headingId} className="mb-4 font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The address form; posted, it comes back to the page without it, and once the page is live it saves in place. */
function AddressFormOnPage({ address, refused }: { address: AddressType | undefined; refused: AddressRefusal | undefined }) {
  const { t } = useLingui();
  const page = useLocalisedPath()(ADDRESS_PAGE);
  const navigate = useNavigate();
  const { submit, saving } = useAddressSave(address, () => navigate(page));
  return (
    <OnPage title={address ? t`Edit Address` : t`Add New Address`}>
      <AddressForm
        address={address}
        refused={refused}
        saving={saving}
        onSubmit={submit}
        cancel={page}
        returnTo={page}
      />
    </OnPage>
  );
}

function DeleteQuestionOnPage({ address }: { address: AddressType }) {
  const { t } = useLingui();
  const page = useLocalisedPath()(ADDRESS_PAGE);
  const navigate = useNavigate();
  const { deleteAddress } = useAddressDelete(() => navigate(page));
  return (
    <OnPage title={t`Delete this address?`}>
      <AddressDeleteForm address={address} onDelete={deleteAddress} cancel={page} returnTo={page} />
    </OnPage>
  );
}

/**
 * What the account page shows by its URL of the address dialogs, where Add New Address, Edit and
 * Delete lead before or without JavaScript (docs/decisions/213-dialogs-before-javascript.md): the
 * form for a new address or a saved one, or the question before a delete; else nothing.
 */
export function AddressDialogOnPage({ addresses, refused }: { addresses: AddressType[]; refused: AddressRefusal | undefined }) {
  const [params] = useSearchParams();
  const find = (id: string | null) => addresses.find((address) => address._id === id);
  const editing = params.get("address");
  const edited = find(editing);
  const doomed = find(params.get("delete-address"));
  if (editing === "new" || edited) return <AddressFormOnPage key={editing} address={edited} refused={refused} />;
  if (doomed) return <DeleteQuestionOnPage address={doomed} />;
  return null;
}
