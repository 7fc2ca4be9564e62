import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalisedPath } from "../../components/LocalisedLink";
import { lazy, Suspense, useState } from "react";
import { MapPinPlus, MapPinned, Pencil, Plus, Star, Trash2 } from "lucide-react";
import type { AddressType } from "@vayu/shared/addresses";
import { Button, type ButtonProps } from "../../components/ui/Button";
import { GetForm } from "../../components/ui/GetForm";
import { Modal } from "../../components/ui/Modal";
import { PostForm } from "../../components/ui/PostForm";
import { Spinner } from "../../components/ui/Spinner";
import { AddressLines } from "../../components/ui/AddressLines";
import { AddressDeleteForm } from "./AddressDeleteForm";
import { ADDRESS_PAGE, addressPageUrl } from "./address-page";
import { useMakeDefaultAddress } from "./api/make-default-address";
import { useAddressDelete } from "./useAddressDelete";

type Editor = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: AddressType };

// The address form (react-hook-form and the schemas) loads when the dialog is first opened, not with
// the checkout page (docs/decisions/177-lean-first-load.md).
const AddressModal = lazy(() => import("./AddressModal").then((module) => ({ default: module.AddressModal })));

export interface AddressPickerProps {
  addresses: AddressType[];
  loading: boolean;
  /** At checkout each address is a radio choice; without it (the account page) a plain address book. */
  /** `form`: the id of the form the choice is posted with (docs/decisions/195-forms-before-javascript.md). */
  selection?: { id: string | null; onSelect: (id: string) => void; form?: string };
  /**
   * Add New Address, Edit and Delete lead, before or without JavaScript, to the same form or
   * question on the account page (this is its book); otherwise they only open their dialog
   * (docs/decisions/213-dialogs-before-javascript.md).
   */
  pageForm?: boolean;
}

/** A button that opens a dialog; given `page`, a form that goes there before or without JavaScript. */
function DialogButton({ page, onOpen, ...button }: ButtonProps & { page: string | undefined; onOpen: () => void }) {
  if (!page) return <Button {...button} onClick={onOpen} />;
  return (
    <GetForm to={page} onOpen={onOpen}>
      <Button {...button} type="submit" />
    </GetForm>
  );
}

/** "Delete this address?", naming it, before anything is deleted. */
function ConfirmDelete({
  address,
  onDelete,
  onCancel,
}: {
  address: AddressType | null;
  onDelete: (address: AddressType) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={address !== null} title={t`Delete this address?`} width="message" onClose={onCancel}>
      {address && <AddressDeleteForm address={address} onDelete={onDelete} cancel={onCancel} />}
    </Modal>
  );
}

/**
 * Saved addresses with Edit, Delete and Make default, and the Add New Address modal: radio
 * choices at checkout (docs/product/storefront.md "Checkout"), an address book on the account page.
 */
export function AddressPicker({ addresses, loading, selection, pageForm = false }: AddressPickerProps) {
  const { t } = useLingui();
  const [editor, setEditor] = useState<Editor>({ mode: "closed" });
  // Mounted from the first opening on, so it closes as a dialog does (focus back where it was).
  const [editorUsed, setEditorUsed] = useState(false);
  const openEditor = (opened: Editor) => {
    setEditorUsed(true);
    setEditor(opened);
  };
  const [confirming, setConfirming] = useState<AddressType | null>(null);
  const { deleteAddress, deleting } = useAddressDelete();
  const makeDefault = useMakeDefaultAddress();
  const localised = useLocalisedPath();
  const pageFor = (params: Parameters<typeof addressPageUrl>[0]) => (pageForm ? localised(addressPageUrl(params)) : undefined);

  return (
    <div>
      {loading ? (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
          <Spinner /> <Trans>Loading your addresses…</Trans>
        </p>
      ) : addresses.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-200 px-4 py-8 text-center">
          <MapPinned className="size-8 text-brand-600" aria-hidden />
          <p className="mt-3 font-semibold text-ink">
            <Trans>No saved addresses yet</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Add where we should deliver your order.</Trans>
          </p>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">{selection ? t`Choose a delivery address` : t`Saved addresses`}</legend>
          <ul className="space-y-3">
            {addresses.map((address) => {
              const inputId = `address-${address._id}`;
              const isDeleting = deleting === address._id;
              const name = address.name;
              const lines = (
                <>
                  {address.isDefault && (
                    <span className="mb-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      <Star className="size-3" aria-hidden /> <Trans>Default</Trans>
                    </span>
                  )}
                  <AddressLines address={address} />
                </>
              );
              return (
                <li
                  key={address._id}
                  className={`grid gap-x-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors has-checked:border-brand-600 has-checked:bg-brand-50/60 has-checked:ring-1 has-checked:ring-brand-600 ${selection ? "grid-cols-[auto_minmax(0,1fr)] sm:grid-cols-[auto_minmax(0,1fr)_auto]" : "grid-cols-1 sm:grid-cols-[minmax(0,1fr)_auto]"}`}
                >
                  {selection ? (
                    <>
                      <input
                        id={inputId}
                        type="radio"
                        name="delivery-address"
                        form={selection.form}
                        value={address._id}
                        checked={address._id === selection.id}
                        onChange={() => selection.onSelect(address._id)}
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                      />
                      <label htmlFor={inputId} className="cursor-pointer">
                        {lines}
                      </label>
                    </>
                  ) : (
                    <div>{lines}</div>
                  )}
                  <div
                    className={`-ml-3 mt-2 flex flex-wrap gap-1 sm:row-start-1 sm:mt-0 sm:ml-0 sm:items-start ${selection ? "col-start-2 sm:col-start-3" : "sm:col-start-2"}`}
                  >
                    {!selection && !address.isDefault && (
                      <PostForm
                        action={ADDRESS_PAGE}
                        intent="address-default"
                        onSubmit={() => makeDefault.mutate(address._id)}
                        className="contents"
                      >
                        <input type="hidden" name="addressId" value={address._id} />
                        <Button
                          type="submit"
                          variant="ghost"
                          size="sm"
                          loading={makeDefault.isPending && makeDefault.variables === address._id}
                        >
                          <Trans>
                            Make default<span className="sr-only"> the address of {name}</span>
                          </Trans>
                        </Button>
                      </PostForm>
                    )}
                    <DialogButton
                      page={pageFor({ address: address._id })}
                      onOpen={() => openEditor({ mode: "edit", address })}
                      variant="ghost"
                      size="sm"
                    >
                      <Pencil className="size-4" aria-hidden />
                      <Trans>
                        Edit<span className="sr-only"> address of {name}</span>
                      </Trans>
                    </DialogButton>
                    <DialogButton
                      page={pageFor({ "delete-address": address._id })}
                      onOpen={() => setConfirming(address)}
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      loading={isDeleting}
                    >
                      {!isDeleting && <Trash2 className="size-4" aria-hidden />}
                      <Trans>
                        Delete<span className="sr-only"> address of {name}</span>
                      </Trans>
                    </DialogButton>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <DialogButton
        page={pageFor({ address: "new" })}
        onOpen={() => openEditor({ mode: "add" })}
        variant="outline"
        className="mt-4 w-full sm:w-auto"
      >
        {addresses.length === 0 ? (
          <MapPinPlus className="size-4" aria-hidden />
        ) : (
          <Plus className="size-4" aria-hidden />
        )}
        <Trans>Add New Address</Trans>
      </DialogButton>

      <ConfirmDelete
        address={confirming}
        onDelete={(address) => {
          setConfirming(null);
          void deleteAddress(address);
        }}
        onCancel={() => setConfirming(null)}
      />
      {editorUsed && (
        <Suspense fallback={null}>
          <AddressModal
            open={editor.mode !== "closed"}
            address={editor.mode === "edit" ? editor.address : undefined}
            onClose={() => setEditor({ mode: "closed" })}
            onSaved={(saved) => selection?.onSelect(saved._id)}
          />
        </Suspense>
      )}
    </div>
  );
}
