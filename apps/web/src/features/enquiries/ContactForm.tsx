import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { toast } from "../../lib/toast";
import type { ContactEnquiry, ContactEnquiryValues } from "@vayu/shared/enquiries";
import { contactLimits } from "@vayu/shared/enquiry-limits";
import { regionNames } from "@vayu/shared/india-states";
import { contentMessages } from "@vayu/shared/messages/content";
import { useLocalisedNavigate } from "../../components/LocalisedLink";
import { FormCard } from "../../components/ui/FormCard";
import { TextAreaField } from "../../components/ui/FormFields";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { useContentMessage } from "../../components/content/known-messages";
import type { FormRefusal } from "../../lib/form-actions";
import { fieldErrorOf, useSchemaForm } from "../../lib/use-schema-form";
import { useSendContactEnquiry } from "./api/send-contact-enquiry";
import type { ContactField } from "./enquiry-actions";
import { contactForm } from "./enquiry-schemas";

const EMPTY: ContactEnquiryValues = {
  name: "",
  email: "",
  mobileNumber: "",
  city: "",
  state: "",
  enquire: "",
};

/**
 * The contact enquiry (docs/product/messages.md "Enquiries", docs/product/storefront.md "Behaviour"): every error shows at once on submit and
 * each clears as its field becomes valid; success toasts and goes home, failure shows the
 * server's message above the form. Labels and placeholders: ADR 080. Posted before or without
 * JavaScript, a refused form comes back as it was typed, with the same messages.
 */
export function ContactForm() {
  const { t } = useLingui();
  const texts = useMessages(contentMessages);
  const known = useContentMessage();
  const navigate = useLocalisedNavigate();
  const send = useSendContactEnquiry();
  const [failure, setFailure] = useState("");
  const refused = useActionData<FormRefusal<ContactField> | undefined>();
  const initial = { ...EMPTY, ...refused?.values };
  const { register, handleSubmit, formState, preloadSchema } = useSchemaForm<ContactEnquiryValues, ContactEnquiry>(contactForm, initial, {
    refusedByServer: Boolean(refused),
  });
  const errorOf = fieldErrorOf(formState, refused?.errors);
  /** A field's props; its value in the server's HTML too (react-hook-form fills inputs in only once live). */
  const field = (name: ContactField) => ({
    ...register(name),
    defaultValue: initial[name],
    error: known(errorOf(name)),
  });

  const submit = handleSubmit((enquiry) => {
    setFailure("");
    send.mutate(enquiry, {
      onSuccess: () => {
        toast.success(texts.contact.submitted);
        navigate("/");
      },
      onError: (error) => setFailure(errorMessage(error, texts.contact.failed)),
    });
  });

  return (
    <FormCard
      labelledBy="enquiry-heading"
      onSubmit={submit}
      failure={failure || (formState.isSubmitted ? "" : known(refused?.failure ?? ""))}
      pending={send.isPending}
      submitLabel={t`Submit Enquiry`}
      onFocusCapture={preloadSchema}
      posted
    >
      <TextField
        label={t`Name`}
        placeholder={t`Enter your name`}
        autoComplete="name"
        maxLength={contactLimits.name}
        {...field("name")}
      />
      <TextField
        label={t`Email`}
        type="email"
        placeholder={t`Enter your email`}
        autoComplete="email"
        maxLength={contactLimits.email}
        {...field("email")}
      />
      <MobileNumberField
        label={t`Mobile Number`}
        placeholder={t`Enter your mobile number`}
        autoComplete="tel-national"
        {...field("mobileNumber")}
      />
      <TextField
        label={t`City`}
        placeholder={t`Enter your city`}
        autoComplete="address-level2"
        maxLength={contactLimits.city}
        {...field("city")}
      />
      <TextField
        label={t`State`}
        placeholder={t`Enter your state`}
        autoComplete="address-level1"
        list="contact-states"
        maxLength={contactLimits.state}
        className="sm:col-span-2"
        {...field("state")}
      />
      <datalist id="contact-states">
        {regionNames.map((region) => (
          <option key={region} value={region} />
        ))}
      </datalist>
      <TextAreaField
        label={t`Enquire`}
        placeholder={t`Enter your enquiry`}
        maxLength={contactLimits.enquire}
        className="sm:col-span-2"
        {...field("enquire")}
      />
    </FormCard>
  );
}
