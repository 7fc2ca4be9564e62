import { useState } from "react";
import { useNavigate } from "react-router";
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
import { useSchemaForm } from "../../lib/use-schema-form";
import { useSendContactEnquiry } from "./api/send-contact-enquiry";

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
 * server's message above the form. Labels and placeholders: ADR 080.
 */
export function ContactForm() {
  const navigate = useNavigate();
  const send = useSendContactEnquiry();
  const [failure, setFailure] = useState("");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<ContactEnquiryValues, ContactEnquiry>(contactEnquiryInput, EMPTY);

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
      failure={failure}
      pending={send.isPending}
      submitLabel="Submit Enquiry"
    >
      <TextField
        label="Name"
        placeholder="Enter your name"
        autoComplete="name"
        maxLength={contactLimits.name}
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={contactLimits.email}
        error={errors.email?.message}
        {...register("email")}
      />
      <MobileNumberField
        label="Mobile Number"
        placeholder="Enter your mobile number"
        autoComplete="tel-national"
        error={errors.mobileNumber?.message}
        {...register("mobileNumber")}
      />
      <TextField
        label="City"
        placeholder="Enter your city"
        autoComplete="address-level2"
        maxLength={contactLimits.city}
        error={errors.city?.message}
        {...register("city")}
      />
      <TextField
        label="State"
        placeholder="Enter your state"
        autoComplete="address-level1"
        list="contact-states"
        maxLength={contactLimits.state}
        error={errors.state?.message}
        className="sm:col-span-2"
        {...register("state")}
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
        error={errors.enquire?.message}
        className="sm:col-span-2"
        {...register("enquire")}
      />
    </FormCard>
  );
}
