import { addressInput, type AddressFormValues } from "@vayu/shared/addresses";
import { localeOfPath } from "@vayu/shared/locale";
import { redirect } from "react-router";
import { errorMessage } from "../../lib/api";
import {
  fieldErrorsOf,
  fieldOf,
  fieldsOf,
  redirectWithToast,
  returnPathOf,
  type FormRefusal,
} from "../../lib/form-actions";
import { isSignedOut, sendToLogin } from "../../lib/login-intents";
import type { Flash } from "../../lib/render-context";
import { deleteAddress } from "./api/delete-address";
import { makeDefaultAddress } from "./api/make-default-address";
import { refusedField, saveAddress } from "./api/save-address";
import { ADDRESS_PAGE } from "./address-page";
import { actionTexts } from "../../components/order/action-texts";

/** What the account page's action does with the address forms (the page's other forms have intents of their own). */
export const isAddressIntent = (intent: string) => intent.startsWith("address-");

export type AddressField = keyof AddressFormValues;
const ADDRESS_FIELDS = Object.keys(addressInput.shape) as AddressField[];

/** The address form refused: for which address ("" for a new one), what was typed and what is wrong. */
export interface AddressRefusal extends FormRefusal<AddressField> {
  intent: "address-save";
  addressId: string;
}

async function save(form: FormData, back: string): Promise<Response | AddressRefusal> {
  const { messages } = actionTexts(localeOfPath(back));
  const addressId = fieldOf(form, "addressId");
  const values = fieldsOf(form, ADDRESS_FIELDS);
  const refuse = (errors: FormRefusal["errors"], failure?: string): AddressRefusal => ({
    intent: "address-save",
    addressId,
    values,
    errors,
    ...(failure && { failure }),
  });
  const checked = addressInput.safeParse(values);
  if (!checked.success) return refuse(fieldErrorsOf(checked.error.issues));
  try {
    await saveAddress({ id: addressId || undefined, values: checked.data });
    return redirectWithToast(back, {
      kind: "success",
      message: addressId ? messages.address.updated : messages.address.added,
    });
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    const field = refusedField(error);
    return refuse(field ? { [field.field]: field.message } : {}, addressId ? messages.address.updateFailed : messages.address.addFailed);
  }
}

/** Deletes or makes default, and comes back with the toast the script shows. */
async function change(back: string, run: () => Promise<Flash>, failure: (error: unknown) => string): Promise<Response> {
  try {
    return redirectWithToast(back, await run());
  } catch (error) {
    if (isSignedOut(error)) return sendToLogin(back);
    return redirectWithToast(back, { kind: "error", message: failure(error) });
  }
}

/**
 * The address forms as the page server runs them (docs/decisions/195-forms-before-javascript.md),
 * from the account page and checkout: the same API calls and toasts as the script. A save the
 * shared schema or the server refuses comes back to the form with each field's problem.
 */
export async function addressAction(form: FormData): Promise<Response | AddressRefusal> {
  const back = returnPathOf(form, ADDRESS_PAGE);
  const { messages } = actionTexts(localeOfPath(back));
  const addressId = fieldOf(form, "addressId");
  switch (fieldOf(form, "intent")) {
    case "address-save":
      return save(form, back);
    case "address-delete":
      return change(
        back,
        async () => {
          await deleteAddress(addressId);
          return { kind: "success", message: messages.address.deleted };
        },
        () => messages.address.deleteFailed,
      );
    case "address-default":
      return change(
        back,
        async () => ({ kind: "success", message: (await makeDefaultAddress(addressId)).message }),
        (error) => errorMessage(error, messages.address.updateFailed),
      );
    default:
      return redirect(back);
  }
}
