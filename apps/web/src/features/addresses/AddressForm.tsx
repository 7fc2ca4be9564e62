import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CircleAlert } from "lucide-react";
import {
  addressInput,
  addressLimits,
  type AddressType,
  type AddressFormValues,
  type AddressInput,
} from "@vayu/shared/addresses";
import { msg } from "@lingui/core/macro";
import { messages as englishMessages } from "@vayu/shared/messages";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import { useKnownMessage } from "../../components/order/known-messages";
import { Button } from "../../components/ui/Button";
import { CancelButton } from "../../components/ui/CancelButton";
import { FormAlert } from "../../components/ui/FormAlert";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { PostForm } from "../../components/ui/PostForm";
import { TextField } from "../../components/ui/TextField";
import type { FormRefusal } from "../../lib/form-actions";
import { fieldErrorOf } from "../../lib/use-schema-form";
import { usePincodeAutofill } from "./usePincodeAutofill";

type FieldName = keyof AddressInput;

interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  autoComplete: string;
  placeholder: MessageDescriptor;
  /** Columns of the two-column grid: both, both on small phones only, or one. */
  className: "col-span-2" | "col-span-2 sm:col-span-1" | "";
  numeric?: boolean;
}

const FIELDS: FieldSpec[] = [
  {
    name: "name",
    label: msg`Full Name`,
    autoComplete: "name",
    placeholder: msg`Who receives the parcel`,
    className: "col-span-2 sm:col-span-1",
  },
  {
    name: "mobile",
    label: msg`Mobile Number`,
    autoComplete: "tel-national",
    placeholder: msg`10-digit mobile number`,
    className: "col-span-2 sm:col-span-1",
  },
  {
    name: "address",
    label: msg`Address`,
    autoComplete: "street-address",
    placeholder: msg`House no., building, street, area`,
    className: "col-span-2",
  },
  { name: "city", label: msg`City`, autoComplete: "address-level2", placeholder: msg`City or town`, className: "" },
  { name: "state", label: msg`State`, autoComplete: "address-level1", placeholder: msg`State or UT`, className: "" },
  {
    name: "zipCode",
    label: msg`Zip Code`,
    autoComplete: "postal-code",
    placeholder: msg`6-digit PIN code`,
    numeric: true,
    className: "",
  },
  { name: "country", label: msg`Country`, autoComplete: "country-name", placeholder: msg`Country`, className: "" },
  {
    name: "landmark",
    label: msg`Landmark (optional)`,
    autoComplete: "off",
    placeholder: msg`Near a school, temple, metro…`,
    className: "col-span-2",
  },
];

/** "Buying for a business?": optional, folded away until used (docs/decisions/315-business-buyers.md). */
const BUSINESS_FIELDS: FieldSpec[] = [
  {
    name: "businessName",
    label: msg`Business name`,
    autoComplete: "organization",
    placeholder: msg`As on your GST registration`,
    className: "col-span-2 sm:col-span-1",
  },
  { name: "gstin", label: msg`GSTIN`, autoComplete: "off", placeholder: msg`15-character GSTIN`, className: "col-span-2 sm:col-span-1" },
];

/** The one message of blank fields, as the shared schema gives it (English). */
const allRequired = englishMessages.address.allRequired;

const EMPTY: AddressFormValues = {
  name: "",
  mobile: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: "India",
  landmark: "",
  businessName: "",
  gstin: "",
};

/** The address being edited, or a new one; what a refused post kept goes over either. */
function initialValues(address: AddressType | undefined, kept: FormRefusal["values"] = {}): AddressFormValues {
  if (!address) return { ...EMPTY, ...kept };
  const { _id: _ignored, isDefault: _default, ...values } = address;
  return { ...EMPTY, ...values, ...kept };
}

/**
 * Blank fields share one message (docs/product/messages.md "Address"), shown once above the form; under each blank
 * field a short hint says which one. Format errors (mobile, zip code) show under their field.
 */
function fieldError(message: string | undefined, required: string, known: (text: string) => string): string | undefined {
  if (message === allRequired) return required;
  return message === undefined ? undefined : known(message);
}

/** Saved (the form resets), failed, or refused by the server over one field (shown under it). */
export type SubmitOutcome = "saved" | "failed" | { field: string; message: string };

export interface AddressFormProps {
  /** The address being edited; absent, the form adds a new one. */
  address?: AddressType | undefined;
  /** What the route action refused (docs/decisions/195-forms-before-javascript.md): shown until the form is sent again. */
  refused?: FormRefusal | undefined;
  saving: boolean;
  onSubmit: (values: AddressInput) => Promise<SubmitOutcome>;
  /** Closes the modal; or, for the form on a page of its own, the page Cancel leads back to. */
  cancel: (() => void) | string;
  /** Where the form, posted without JavaScript, comes back to once saved; this page unless said. */
  returnTo?: string;
}

const isField = (name: string): name is FieldName =>
  [...FIELDS, ...BUSINESS_FIELDS].some((field) => field.name === name);

export function AddressForm({ address, refused, saving, onSubmit, cancel, returnTo }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const messages = useMessages(buyingMessages);
  const known = useKnownMessage();
  const required = (field: FieldSpec) => {
    const label = i18n._(field.label);
    return t`${label} is required.`;
  };
  const initial = initialValues(address, refused?.values);
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setValue,
    setError,
    formState,
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressInput),
    defaultValues: initial,
    mode: refused ? "onChange" : "onSubmit",
  });
  usePincodeAutofill(control, getValues, setValue);
  const errorOf = fieldErrorOf<AddressFormValues, FieldName>(formState, refused?.errors);
  const business = BUSINESS_FIELDS;
  const missing = FIELDS.some((field) => errorOf(field.name) === allRequired);

  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    if (outcome === "saved") reset(EMPTY);
    else if (outcome !== "failed" && isField(outcome.field))
      setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
  });

  return (
    <PostForm
      intent="address-save"
      {...(returnTo && { returnTo })}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={address ? t`Edit address` : t`New address`}
    >
      {address && <input type="hidden" name="addressId" value={address._id} />}
      {refused?.failure && !formState.isSubmitted && <FormAlert message={known(refused.failure)} className="mb-4" />}
      {missing && (
        <p
          role="alert"
          className="mb-4 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
        >
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {messages.address.allRequired}
        </p>
      )}
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        {FIELDS.map((field) => {
          const props = {
            label: i18n._(field.label),
            autoComplete: field.autoComplete,
            placeholder: i18n._(field.placeholder),
            "aria-required": field.name !== "landmark",
            error: fieldError(errorOf(field.name), required(field), known),
            className: field.className,
            ...register(field.name),
            // In the server's HTML too: react-hook-form fills the inputs in only once the page is live.
            defaultValue: initial[field.name],
          };
          return field.name === "mobile" ? (
            <MobileNumberField key={field.name} {...props} />
          ) : (
            <TextField
              key={field.name}
              inputMode={field.numeric ? "numeric" : undefined}
              maxLength={addressLimits[field.name as Exclude<FieldName, "mobile">]}
              {...props}
            />
          );
        })}
        <details
          className="col-span-2 rounded-lg border border-slate-200 px-3.5 py-2.5"
          open={Boolean(initial.gstin || initial.businessName || business.some((f) => errorOf(f.name))) || undefined}
        >
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            <Trans>Buying for a business?</Trans>
          </summary>
          <p className="mt-2 text-sm text-slate-600">
            <Trans>Add your GSTIN for a GST invoice you can claim input tax credit on.</Trans>
          </p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            {business.map((field) => (
              <TextField
                key={field.name}
                label={i18n._(field.label)}
                autoComplete={field.autoComplete}
                placeholder={i18n._(field.placeholder)}
                error={fieldError(errorOf(field.name), required(field), known)}
                className={field.className}
                maxLength={addressLimits[field.name as "businessName" | "gstin"]}
                {...register(field.name)}
                defaultValue={initial[field.name]}
              />
            ))}
          </div>
        </details>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <CancelButton cancel={cancel} disabled={saving} />
        <Button type="submit" loading={saving}>
          {address ? t`Update Address` : t`Add Address`}
        </Button>
      </div>
    </PostForm>
  );
}
