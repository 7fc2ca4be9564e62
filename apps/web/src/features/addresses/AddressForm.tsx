import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
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
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
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
};

function initialValues(address: AddressType | undefined): AddressFormValues {
  if (!address) return EMPTY;
  const { _id: _ignored, ...values } = address;
  return values;
}

/**
 * Blank fields share one message (docs/product/messages.md "Address"), shown once above the form; under each blank
 * field a short hint says which one. Format errors (mobile, zip code) show under their field.
 */
function fieldError(errors: FieldErrors<AddressFormValues>, field: FieldSpec): string | undefined {
  const message = errors[field.name]?.message;
  if (message === messages.address.allRequired) return `${field.label} is required.`;
  return message;
}

/** Saved (the form resets), failed, or refused by the server over one field (shown under it). */
export type SubmitOutcome = "saved" | "failed" | { field: string; message: string };

export interface AddressFormProps {
  /** The address being edited; absent, the form adds a new one. */
  address?: AddressType | undefined;
  saving: boolean;
  onSubmit: (values: AddressInput) => Promise<SubmitOutcome>;
  onCancel: () => void;
}

const isField = (name: string): name is FieldName => FIELDS.some((field) => field.name === name);

export function AddressForm({ address, saving, onSubmit, onCancel }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(addressInput),
    defaultValues: initialValues(address),
  });
  usePincodeAutofill(control, getValues, setValue);
  const missing = Object.values(errors).some((error) => error?.message === messages.address.allRequired);

  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    if (outcome === "saved") reset(EMPTY);
    else if (outcome !== "failed" && isField(outcome.field))
      setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={address ? "Edit address" : "New address"}>
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
            error: fieldError(errors, field),
            className: SPAN_CLASSES[field.span],
            ...register(field.name),
          };
          return field.name === "mobile" ? (
            <MobileNumberField key={field.name} {...props} />
          ) : (
            <TextField
              key={field.name}
              inputMode={field.numeric ? "numeric" : undefined}
              maxLength={addressLimits[field.name]}
              {...props}
            />
          );
        })}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {address ? "Update Address" : "Add Address"}
        </Button>
      </div>
    </form>
  );
}
