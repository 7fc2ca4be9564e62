import type { ReactNode } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { gstStateCodes } from "@vayu/shared/gst";
import { policyPlaceholders } from "@vayu/shared/policy-texts";
import { POLICY_PAGES, SOCIAL_NETWORKS, socialNetworkNames } from "@vayu/shared/site-settings";
import { policyTitles, type AdminSettingsResponseType } from "@vayu/shared/store-settings";
import { SelectField, TextAreaField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useAdminSettings, useSaveSettings } from "./api/settings";
import { LoadError } from "../../components/ui/LoadError";
import { MessagingSettingsSection } from "./MessagingSettingsSection";
import { SaveButton, SinglePicture } from "./PictureUpload";
import { settingsForm, settingsFormValues, type SettingsFormValues } from "./staff-forms";

const states = Object.keys(gstStateCodes);

/** The first message under a field: a list (the phones) reports its items' errors. */
function firstError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === "string") return errors.message;
  for (const value of Object.values(errors)) {
    const message = firstError(value as FieldErrors | undefined);
    if (message) return message;
  }
  return undefined;
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The owner's Settings tab (docs/decisions/183-store-settings.md): the store's identity, contacts,
 * grievance officer, fees, warranty and policy texts, saved together and shown on every page,
 * price, e-mail and invoice at once.
 */
export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isPending)
    return (
      <div
        role="status"
        aria-label="Loading"
        className="h-96 animate-pulse rounded-xl bg-white ring-1 ring-slate-200"
      />
    );
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  // A save's answer is a new form: its values are what the server kept.
  return (
    <div className="min-w-0 space-y-5">
      <SettingsForm key={settings.data.settings.updatedAt ?? "defaults"} settings={settings.data.settings} />
      <MessagingSettingsSection />
    </div>
  );
}

function SettingsForm({ settings }: { settings: AdminSettingsResponseType["settings"] }) {
  const save = useSaveSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<SettingsFormValues, ReturnType<typeof settingsForm.parse>>(
    settingsForm,
    settingsFormValues(settings),
  );
  const field = (name: keyof SettingsFormValues) => firstError(errors[name] as FieldErrors | undefined);

  const submit = handleSubmit(
    (patch) =>
      save.mutate(patch, {
        onSuccess: () => toast.success("Settings saved. Every page shows them now."),
        onError: (error) => toast.error(errorMessage(error, "The settings could not be saved.")),
      }),
    (invalid) => toast.error(firstError(invalid) ?? "Please correct the marked fields."),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="min-w-0 space-y-5">
      <Section
        id="settings-identity"
        title="Identity & GST"
        hint="As on your GST registration: the legal name and GSTIN are printed on every tax invoice."
      >
        <TextField label="Store name" maxLength={80} error={field("storeName")} {...register("storeName")} />
        <TextField label="Legal name" maxLength={160} error={field("legalName")} {...register("legalName")} />
        <TextField
          label="GSTIN"
          maxLength={15}
          autoCapitalize="characters"
          error={field("gstin")}
          {...register("gstin")}
        />
        <SelectField
          label="State"
          placeholder="Select the state"
          error={field("state")}
          {...register("state")}
        >
          {states.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="logo"
          render={({ field: logo }) => (
            <SinglePicture
              label="Logo (shown instead of the drawn mark)"
              value={logo.value}
              onChange={logo.onChange}
              error={field("logo")}
            />
          )}
        />
      </Section>

      <Section id="settings-contacts" title="Addresses & contacts">
        <TextField
          label="Registered address: street and area"
          error={errors.registeredAddress?.line1?.message}
          {...register("registeredAddress.line1")}
        />
        <TextField
          label="Registered address: city"
          error={errors.registeredAddress?.city?.message}
          {...register("registeredAddress.city")}
        />
        <TextField
          label="Registered address: pincode"
          inputMode="numeric"
          maxLength={6}
          error={errors.registeredAddress?.pincode?.message}
          {...register("registeredAddress.pincode")}
        />
        <TextField
          label="Pickup address: street and area"
          error={errors.pickupAddress?.line1?.message}
          {...register("pickupAddress.line1")}
        />
        <TextField
          label="Pickup address: city"
          error={errors.pickupAddress?.city?.message}
          {...register("pickupAddress.city")}
        />
        <TextField
          label="Pickup address: pincode"
          inputMode="numeric"
          maxLength={6}
          error={errors.pickupAddress?.pincode?.message}
          {...register("pickupAddress.pincode")}
        />
        <TextAreaField
          label="Phone numbers (one a line)"
          rows={3}
          error={field("phones")}
          {...register("phones")}
        />
        <TextField
          label="Customer care hours"
          error={field("customerCareHours")}
          {...register("customerCareHours")}
        />
        <TextField
          label="Customer care hours in Hindi (the /hi pages)"
          lang="hi"
          error={errors.textsHi?.customerCareHours?.message}
          {...register("textsHi.customerCareHours")}
        />
        <TextField label="Contact e-mail" type="email" error={field("email")} {...register("email")} />
        <TextField
          label="Customer care e-mail"
          type="email"
          error={field("supportEmail")}
          {...register("supportEmail")}
        />
        <TextField
          label="Staff notifications e-mail"
          type="email"
          error={field("staffEmail")}
          {...register("staffEmail")}
        />
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={`${socialNetworkNames[network]} link`}
            type="url"
            placeholder="https://"
            error={errors.social?.[network]?.message}
            {...register(`social.${network}`)}
          />
        ))}
      </Section>

      <Section
        id="settings-grievance"
        title="Grievance officer"
        hint="Shown on the Grievance page and in every complaint's acknowledgement."
      >
        <TextField
          label="Grievance officer's name"
          error={errors.grievanceOfficer?.name?.message}
          {...register("grievanceOfficer.name")}
        />
        <TextField
          label="Grievance officer's designation"
          error={errors.grievanceOfficer?.designation?.message}
          {...register("grievanceOfficer.designation")}
        />
        <TextField
          label="Grievance officer's designation in Hindi (the /hi pages)"
          lang="hi"
          error={errors.textsHi?.grievanceOfficerDesignation?.message}
          {...register("textsHi.grievanceOfficerDesignation")}
        />
        <TextField
          label="Grievance officer's e-mail"
          type="email"
          error={errors.grievanceOfficer?.email?.message}
          {...register("grievanceOfficer.email")}
        />
        <TextField
          label="Grievance officer's phone"
          type="tel"
          error={errors.grievanceOfficer?.phone?.message}
          {...register("grievanceOfficer.phone")}
        />
      </Section>

      <Section
        id="settings-fees"
        title="Delivery & COD fees"
        hint="In rupees. Carts, checkout and new orders use them as soon as you save."
      >
        <TextField
          label="Delivery fee (₹)"
          inputMode="decimal"
          error={field("deliveryFee")}
          {...register("deliveryFee")}
        />
        <TextField
          label="Free delivery from (₹, empty for never)"
          inputMode="decimal"
          error={field("freeDeliveryAbove")}
          {...register("freeDeliveryAbove")}
        />
        <TextField
          label="Cash on delivery charge (₹)"
          inputMode="decimal"
          error={field("codCharge")}
          {...register("codCharge")}
        />
        <TextField
          label="Cash on delivery charge applies below (₹)"
          inputMode="decimal"
          error={field("codChargeBelow")}
          {...register("codChargeBelow")}
        />
        <TextField
          label="Cash on delivery limit (₹)"
          inputMode="decimal"
          error={field("codLimit")}
          {...register("codLimit")}
        />
        <TextField
          label="Hours to confirm a cash-on-delivery order (then it is cancelled)"
          inputMode="numeric"
          error={field("codConfirmHours")}
          {...register("codConfirmHours")}
        />
      </Section>

      <Section
        id="settings-cod-rules"
        title="Cash on delivery rules"
        hint="When the checkout offers only online payment. Leave a figure empty to switch its rule off. Shoppers read one reason for all of them; the COD decisions log shows staff which rule refused."
      >
        <TextField
          label="Refused parcels before COD is off for a shopper"
          inputMode="numeric"
          error={errors.codRules?.maxRefusals?.message}
          {...register("codRules.maxRefusals")}
        />
        <TextField
          label="Pincode refusal rate over 90 days above which COD is off (%)"
          inputMode="decimal"
          error={errors.codRules?.pincodeRtoPercent?.message}
          {...register("codRules.pincodeRtoPercent")}
        />
        <TextField
          label="COD parcels shipped to a pincode before its rate counts"
          inputMode="numeric"
          error={errors.codRules?.pincodeMinShipped?.message}
          {...register("codRules.pincodeMinShipped")}
        />
        <TextField
          label="First order COD limit (₹; empty: no limit)"
          inputMode="decimal"
          error={errors.codRules?.firstOrderLimit?.message}
          {...register("codRules.firstOrderLimit")}
        />
      </Section>

      <Section
        id="settings-prepaid"
        title="Prepaid offer"
        hint="A discount for paying online instead of cash on delivery, shown beside the COD choice at checkout. Taken off the goods after any coupon."
      >
        <SelectField
          label="Offer"
          placeholder="No prepaid offer"
          error={errors.prepaidOffer?.kind?.message}
          {...register("prepaidOffer.kind")}
        >
          <option value="percent">Percentage off</option>
          <option value="flat">Flat amount off (₹)</option>
        </SelectField>
        <TextField
          label="Value (% or ₹)"
          inputMode="decimal"
          error={errors.prepaidOffer?.value?.message ?? errors.prepaidOffer?.message}
          {...register("prepaidOffer.value")}
        />
        <TextField
          label="Maximum discount for a percentage (₹, empty for no cap)"
          inputMode="decimal"
          error={errors.prepaidOffer?.maxDiscount?.message}
          {...register("prepaidOffer.maxDiscount")}
        />
      </Section>

      <Section
        id="settings-policies"
        title="Warranty & policies"
        hint={`Markdown: "## " starts a section, "- " a list item, **bold**, [a link](/return). These fill in your figures: ${Object.keys(
          policyPlaceholders,
        )
          .map((name) => `{{${name}}}`)
          .join(" ")}.`}
      >
        <TextField
          className="sm:col-span-2"
          label="Default warranty (for products that state none)"
          error={field("defaultWarranty")}
          {...register("defaultWarranty")}
        />
        <TextField
          className="sm:col-span-2"
          label="Default warranty in Hindi (the /hi pages)"
          lang="hi"
          error={errors.textsHi?.defaultWarranty?.message}
          {...register("textsHi.defaultWarranty")}
        />
        {POLICY_PAGES.map((page) => (
          <TextAreaField
            key={page}
            className="sm:col-span-2"
            label={`${policyTitles[page]} text`}
            rows={8}
            error={errors.policies?.[page]?.message}
            {...register(`policies.${page}`)}
          />
        ))}
        {POLICY_PAGES.map((page) => (
          <TextAreaField
            key={`${page}-hi`}
            className="sm:col-span-2"
            label={`${policyTitles[page]} text in Hindi (the /hi pages)`}
            lang="hi"
            rows={8}
            error={errors.policiesHi?.[page]?.message}
            {...register(`policiesHi.${page}`)}
          />
        ))}
      </Section>

      <div className="sticky bottom-0 flex items-center justify-end gap-3 rounded-xl bg-white/95 p-3 ring-1 ring-slate-200 backdrop-blur">
        <SaveButton saving={save.isPending}>Save settings</SaveButton>
      </div>
    </form>
  );
}
