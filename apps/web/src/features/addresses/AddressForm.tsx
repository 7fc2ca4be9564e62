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
import { messages } from "@vayu/shared/messages";
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
  label: string;
  autoComplete: string;
  placeholder: string;
  /** Columns of the two-column grid: "full" always spans both, "pair" only on small phones. */
  span: "full" | "pair" | "half";
  numeric?: boolean;
}

const FIELDS: FieldSpec[] = [
  {
    name: "name",
    label: "Full Name",
    autoComplete: "name",
    placeholder: "Who receives the parcel",
    span: "pair",
  },
  {
    name: "mobile",
    label: "Mobile Number",
    autoComplete: "tel-national",
    placeholder: "10-digit mobile number",
    span: "pair",
  },
  {
    name: "address",
    label: "Address",
    autoComplete: "street-address",
    placeholder: "House no., building, street, area",
    span: "full",
  },
  { name: "city", label: "City", autoComplete: "address-level2", placeholder: "City or town", span: "half" },
  { name: "state", label: "State", autoComplete: "address-level1", placeholder: "State or UT", span: "half" },
  {
    name: "zipCode",
    label: "Zip Code",
    autoComplete: "postal-code",
    placeholder: "6-digit PIN code",
    numeric: true,
    span: "half",
  },
  { name: "country", label: "Country", autoComplete: "country-name", placeholder: "Country", span: "half" },
  {
    name: "landmark",
    label: "Landmark (optional)",
    autoComplete: "off",
    placeholder: "Near a school, temple, metro…",
    span: "full",
  },
];

/** "Buying for a business?": optional, folded away until used (docs/decisions/315-business-buyers.md). */
const BUSINESS_FIELDS: FieldSpec[] = [
  {
    name: "businessName",
    label: "Business name",
    autoComplete: "organization",
    placeholder: "As on your GST registration",
    span: "pair",
  },
  { name: "gstin", label: "GSTIN", autoComplete: "off", placeholder: "15-character GSTIN", span: "pair" },
];

const SPAN_CLASSES = { full: "col-span-2", pair: "col-span-2 sm:col-span-1", half: "" } as const;

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
function fieldError(message: string | undefined, field: FieldSpec): string | undefined {
  if (message === messages.address.allRequired) return `${field.label} is required.`;
  return message;
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
  const missing = FIELDS.some((field) => errorOf(field.name) === messages.address.allRequired);

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
      aria-label={address ? "Edit address" : "New address"}
    >
      {address && <input type="hidden" name="addressId" value={address._id} />}
      {refused?.failure && !formState.isSubmitted && <FormAlert message={refused.failure} className="mb-4" />}
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
            label: field.label,
            autoComplete: field.autoComplete,
            placeholder: field.placeholder,
            "aria-required": field.name !== "landmark",
            error: fieldError(errorOf(field.name), field),
            className: SPAN_CLASSES[field.span],
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
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Buying for a business?</summary>
          <p className="mt-2 text-sm text-slate-600">
            Add your GSTIN for a GST invoice you can claim input tax credit on.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            {business.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                error={errorOf(field.name)}
                className={SPAN_CLASSES[field.span]}
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
          {address ? "Update Address" : "Add Address"}
        </Button>
      </div>
    </PostForm>
  );
}
