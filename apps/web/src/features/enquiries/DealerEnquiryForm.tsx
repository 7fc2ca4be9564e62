import { useState, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import { useActionData } from "react-router";
import { toast } from "../../lib/toast";
import { CircleCheck } from "lucide-react";
import type { DealerEnquiry, DealerEnquiryValues } from "@vayu/shared/enquiries";
import {
  businessProfileOptions,
  dealerLimits,
  EARLIEST_YEAR,
  MAX_INVESTMENT_RUPEES,
  ownershipOptions,
  type DealerEnquiryType,
} from "@vayu/shared/enquiry-limits";
import { citiesOf } from "@vayu/shared/india-states";
import { infoMessages } from "@vayu/shared/messages/info";
import { rupeesToPaise } from "@vayu/shared/money";
import { LocalisedLink } from "../../components/LocalisedLink";
import { Button, buttonClasses } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { CheckboxField, SelectField, TextAreaField } from "../../components/ui/FormFields";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { useFormats, useLocale, useMessages } from "../../lib/i18n";
import { useInfoMessage } from "../../components/content/known-messages";
import { useLive } from "../../lib/use-live";
import { fieldErrorOf, useSchemaForm } from "../../lib/use-schema-form";
import { useSendDealerEnquiry } from "./api/send-dealer-enquiry";
import type { DealerField, DealerRefusal } from "./enquiry-actions";
import { dealerForm } from "./enquiry-schemas";
import { RegionOptions } from "./RegionOptions";

function emptyEnquiry(type: DealerEnquiryType): DealerEnquiryValues {
  return {
    type,
    selectedUT: "",
    selectedCity: "",
    firmName: "",
    ownership: "",
    establishment: "",
    address: "",
    stateAddress: "",
    pincode: "",
    mobile: "",
    email: "",
    contactPerson: "",
    designation: "",
    profileBusiness: "",
    businessEstablishment: "",
    investment: "",
    businessProposal: "",
    declaration: false,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full text-base font-bold text-ink">{title}</legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The choices' words in the page's language; the values posted stay the English the API knows. */
const ownershipLabels: Record<(typeof ownershipOptions)[number], MessageDescriptor> = {
  "Sole Proprietorship": msg`Sole Proprietorship`,
  Private: msg`Private`,
  Partnership: msg`Partnership`,
  Cooperative: msg`Cooperative`,
  Other: msg`Other`,
};
const businessProfileLabels: Record<(typeof businessProfileOptions)[number], MessageDescriptor> = {
  Wholesaler: msg`Wholesaler`,
  Distributor: msg`Distributor`,
  Retailer: msg`Retailer`,
  Manufacturer: msg`Manufacturer`,
};

/** The investment typed, in rupees, when it is one the form takes. */
function investmentRupees(value: DealerEnquiryValues["investment"]): number | undefined {
  const rupees = Number(value);
  return value !== "" && Number.isFinite(rupees) && rupees > 0 && rupees <= MAX_INVESTMENT_RUPEES
    ? rupees
    : undefined;
}

/**
 * The distributor and direct-dealer enquiry (docs/product/storefront.md "Enquiry forms", docs/product/messages.md "Enquiries"): the
 * browser checks required fields, the shared schema the rest; the city list follows the
 * chosen state and is cleared when it changes; Submit waits for the declaration.
 *
 * Before or without JavaScript it is posted to the page's action (docs/decisions/195-forms-before-javascript.md):
 * the browser asks for the declaration, the city list is the one of the state the server last saw
 * (a refused form comes back as it was typed, with the cities of its state).
 */
export function DealerEnquiryForm({ type }: { type: DealerEnquiryType }) {
  const { t, i18n } = useLingui();
  const texts = useMessages(infoMessages);
  const known = useInfoMessage();
  const { price } = useFormats();
  // City names are English only: marked so on a Hindi page.
  const cityLang = useLocale() === "hi" ? "en" : undefined;
  const send = useSendDealerEnquiry();
  const [failure, setFailure] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const live = useLive();
  const refused = useActionData<DealerRefusal | undefined>();
  const initial: DealerEnquiryValues = {
    ...emptyEnquiry(type),
    ...refused?.values,
    declaration: refused?.declaration ?? false,
  };
  const { register, handleSubmit, reset, setValue, control, formState, preloadSchema } = useSchemaForm<
    DealerEnquiryValues,
    DealerEnquiry
  >(dealerForm, initial, { refusedByServer: Boolean(refused) });
  const errorOf = fieldErrorOf<DealerEnquiryValues, DealerField>(formState, refused?.errors);
  /** A field's props; its value in the server's HTML too (react-hook-form fills inputs in only once live). */
  const field = (name: Exclude<DealerField, "declaration">, onChange?: () => void) => ({
    ...register(name, { onChange }),
    defaultValue: initial[name],
    error: known(errorOf(name)),
  });
  const [selectedUT, declaration, investment] = useWatch({
    control,
    name: ["selectedUT", "declaration", "investment"],
  });
  const cities = citiesOf(selectedUT);
  const thisYear = new Date().getFullYear();
  const exampleYear = thisYear - 8;
  const yearInput = {
    type: "number",
    inputMode: "numeric",
    min: EARLIEST_YEAR,
    max: thisYear,
    step: 1,
    placeholder: t`e.g. ${exampleYear}`,
    required: true,
  } as const;
  const rupees = investmentRupees(investment);
  const preview = rupees === undefined ? undefined : price(rupeesToPaise(rupees));
  const shownFailure = failure || (formState.isSubmitted ? "" : known(refused?.failure ?? ""));

  const submit = handleSubmit((enquiry) => {
    setFailure("");
    send.mutate(enquiry, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset(emptyEnquiry(type));
        setConfirmation(message);
      },
      onError: (error) => setFailure(errorMessage(error, texts.contact.failed)),
    });
  });

  if (confirmation) {
    return (
      <div role="status" className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <CircleCheck className="mx-auto size-14 text-green-600" aria-hidden />
        <h2
          tabIndex={-1}
          ref={(heading) => heading?.focus()}
          className="mt-4 text-xl font-bold text-ink focus:outline-none"
        >
          <Trans>Enquiry received</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{confirmation}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalisedLink to="/" className={buttonClasses("primary", "md")}>
            <Trans>Back to Home</Trans>
          </LocalisedLink>
          <Button variant="outline" onClick={() => setConfirmation("")}>
            <Trans>Send another enquiry</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <PostForm
      onSubmit={submit}
      onFocusCapture={preloadSchema}
      aria-label={type === "distributor" ? t`Distributor enquiry` : t`Direct dealer enquiry`}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_:is(input,select,textarea)]:scroll-mt-40"
    >
      <Section title={t`Where you want to do business`}>
        <SelectField
          label={t`State / Union Territory`}
          placeholder={t`Select a state or union territory`}
          required
          {...field("selectedUT", () => setValue("selectedCity", ""))}
        >
          <RegionOptions />
        </SelectField>
        <SelectField
          label={t`City`}
          placeholder={selectedUT ? t`Select a city` : t`Select a state first`}
          required
          disabled={cities.length === 0}
          {...field("selectedCity")}
        >
          {cities.map((city) => (
            <option key={city} value={city} lang={cityLang}>
              {city}
            </option>
          ))}
        </SelectField>
      </Section>

      <Section title={t`Firm details`}>
        <TextField
          label={t`Firm Name`}
          placeholder={t`Registered name of your firm`}
          autoComplete="organization"
          maxLength={dealerLimits.firmName}
          required
          {...field("firmName")}
        />
        <SelectField label={t`Ownership`} placeholder={t`Select ownership`} required {...field("ownership")}>
          {ownershipOptions.map((option) => (
            <option key={option} value={option}>
              {i18n._(ownershipLabels[option])}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Year of Establishment`} {...yearInput} {...field("establishment")} />
        <TextField
          label={t`Pincode`}
          inputMode="numeric"
          maxLength={dealerLimits.pincode}
          pattern="[1-9][0-9]{5}"
          title={t`A 6-digit pincode`}
          placeholder={t`6-digit pincode`}
          autoComplete="postal-code"
          required
          {...field("pincode")}
        />
        <TextField
          label={t`Address`}
          placeholder={t`Shop or office no., street, area`}
          autoComplete="street-address"
          maxLength={dealerLimits.address}
          required
          className="sm:col-span-2"
          {...field("address")}
        />
        <SelectField
          label={t`State`}
          placeholder={t`Select the state of this address`}
          required
          className="sm:col-span-2"
          {...field("stateAddress")}
        >
          <RegionOptions />
        </SelectField>
      </Section>

      <Section title={t`Contact details`}>
        <TextField
          label={t`Contact Person`}
          placeholder={t`Full name`}
          autoComplete="name"
          maxLength={dealerLimits.contactPerson}
          required
          {...field("contactPerson")}
        />
        <TextField
          label={t`Designation`}
          placeholder={t`e.g. Proprietor, Director`}
          autoComplete="organization-title"
          maxLength={dealerLimits.designation}
          required
          {...field("designation")}
        />
        <MobileNumberField
          label={t`Mobile Number`}
          placeholder={t`10-digit mobile number`}
          autoComplete="tel-national"
          required
          {...field("mobile")}
        />
        <TextField
          label={t`Email`}
          type="email"
          placeholder="you@yourfirm.in"
          autoComplete="email"
          maxLength={dealerLimits.email}
          required
          {...field("email")}
        />
      </Section>

      <Section title={t`Business details`}>
        <SelectField
          label={t`Business Profile`}
          placeholder={t`Select your business profile`}
          required
          {...field("profileBusiness")}
        >
          {businessProfileOptions.map((option) => (
            <option key={option} value={option}>
              {i18n._(businessProfileLabels[option])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Business Establishment Year`}
          {...yearInput}
          {...field("businessEstablishment")}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t`Investment (₹)`}
            type="number"
            inputMode="decimal"
            min={1}
            max={MAX_INVESTMENT_RUPEES}
            step={0.01}
            placeholder={t`Amount you plan to invest, in rupees`}
            required
            {...field("investment")}
          />
          {preview && !errorOf("investment") && <p className="mt-1 text-sm text-slate-600">{preview}</p>}
        </div>
        <TextAreaField
          label={t`Business Proposal`}
          placeholder={t`Your current business, the areas you cover and how you would sell Vayu appliances`}
          maxLength={dealerLimits.businessProposal}
          required
          className="sm:col-span-2"
          {...field("businessProposal")}
        />
      </Section>

      <div className="space-y-5 border-t border-slate-200 pt-6">
        <CheckboxField
          label={t`I hereby declare that the information given above is true and correct to the best of my knowledge and belief.`}
          required
          defaultChecked={initial.declaration}
          error={known(errorOf("declaration"))}
          {...register("declaration")}
        />
        {shownFailure && <FormAlert message={shownFailure} />}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button
            type="submit"
            size="lg"
            // Enabled until the page is live: before that, the browser asks for the declaration.
            disabled={live && !declaration}
            loading={send.isPending}
            className="w-full sm:w-auto"
          >
            {send.isPending ? t`Submitting…` : t`Submit`}
          </Button>
          {!declaration && (
            <p className="text-sm text-slate-600">
              <Trans>Tick the declaration above to submit.</Trans>
            </p>
          )}
        </div>
      </div>
    </PostForm>
  );
}
