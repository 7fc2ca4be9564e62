import { useState } from "react";
import { useActionData, useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import {
  contactEnquiryInput,
  contactLimits,
  type ContactEnquiry,
  type ContactEnquiryValues,
} from "@vayu/shared/enquiries";
import { regionNames } from "@vayu/shared/india-states";
import { messages } from "@vayu/shared/messages";
import { FormCard } from "../../components/ui/FormCard";
import { TextAreaField } from "../../components/ui/FormFields";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import type { FormRefusal } from "../../lib/form-actions";
import { fieldErrorOf, useSchemaForm } from "../../lib/use-schema-form";
import { useSendContactEnquiry } from "./api/send-contact-enquiry";
import type { ContactField } from "./enquiry-actions";

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
  const navigate = useNavigate();
  const send = useSendContactEnquiry();
  const [failure, setFailure] = useState("");
  const refused = useActionData<FormRefusal<ContactField> | undefined>();
  const initial = { ...EMPTY, ...refused?.values };
  const { register, handleSubmit, formState } = useSchemaForm<ContactEnquiryValues, ContactEnquiry>(contactEnquiryInput, initial, {
    refusedByServer: Boolean(refused),
  });
  const errorOf = fieldErrorOf(formState, refused?.errors);
  /** A field's props; its value in the server's HTML too (react-hook-form fills inputs in only once live). */
  const field = (name: ContactField) => ({
    ...register(name),
    defaultValue: initial[name],
    error: errorOf(name),
  });

  const submit = handleSubmit((enquiry) => {
    setFailure("");
    send.mutate(enquiry, {
      onSuccess: () => {
        toast.success(messages.contact.submitted);
        navigate("/");
      },
      onError: (error) => setFailure(errorMessage(error, messages.contact.failed)),
    });
  });

  return (
    <FormCard
      labelledBy="enquiry-heading"
      onSubmit={submit}
      failure={failure || (formState.isSubmitted ? "" : (refused?.failure ?? ""))}
      pending={send.isPending}
      submitLabel="Submit Enquiry"
      posted
    >
      <TextField
        label="Name"
        placeholder="Enter your name"
        autoComplete="name"
        maxLength={contactLimits.name}
        {...field("name")}
      />
      <TextField
        label="Email"
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={contactLimits.email}
        {...field("email")}
      />
      <MobileNumberField
        label="Mobile Number"
        placeholder="Enter your mobile number"
        autoComplete="tel-national"
        {...field("mobileNumber")}
      />
      <TextField
        label="City"
        placeholder="Enter your city"
        autoComplete="address-level2"
        maxLength={contactLimits.city}
        {...field("city")}
      />
      <TextField
        label="State"
        placeholder="Enter your state"
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
        label="Enquire"
        placeholder="Enter your enquiry"
        maxLength={contactLimits.enquire}
        className="sm:col-span-2"
        {...field("enquire")}
      />
    </FormCard>
  );
}
