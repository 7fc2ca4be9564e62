import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import type {
  CreateGrievanceBodyType,
  CreateGrievanceResponseType,
  GrievanceFormValues,
} from "@vayu/shared/grievances";
import { grievanceLimits } from "@vayu/shared/grievance-limits";
import { contentMessages } from "@vayu/shared/messages/content";
import { FormCard } from "../../components/ui/FormCard";
import { TextAreaField } from "../../components/ui/FormFields";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useFormats, useMessages } from "../../lib/i18n";
import { useContentMessage } from "../../components/content/known-messages";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useFileGrievance } from "./api/file-grievance";

/** The complaint's schema, loaded when the form is first used, not with the page (docs/decisions/177-lean-first-load.md). */
const complaintForm = () => import("@vayu/shared/grievances").then((schemas) => schemas.CreateGrievanceBody);

const EMPTY: GrievanceFormValues = {
  name: "",
  email: "",
  mobile: "",
  orderNumber: "",
  subject: "",
  description: "",
};

/** The complaint form (docs/decisions/147-grievances.md): on success it shows the ticket number in place of the form. */
export function GrievanceForm() {
  const { t } = useLingui();
  const texts = useMessages(contentMessages);
  const known = useContentMessage();
  const formats = useFormats();
  const file = useFileGrievance();
  const [failure, setFailure] = useState("");
  const [filed, setFiled] = useState<CreateGrievanceResponseType | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
    preloadSchema,
  } = useSchemaForm<GrievanceFormValues, CreateGrievanceBodyType>(complaintForm, EMPTY);

  const submit = handleSubmit((complaint) => {
    setFailure("");
    file.mutate(complaint, {
      onSuccess: setFiled,
      onError: (error) => setFailure(errorMessage(error, texts.contact.failed)),
    });
  });

  if (filed) {
    const ticket = filed.ticketNumber;
    const registered = filed.message;
    // The day in India's calendar: a YYYY-MM-DD read at noon IST.
    const due = formats.date(`${filed.dueBy}T12:00:00+05:30`);
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden />
        <h3 className="mt-3 text-lg font-bold text-ink">
          <Trans>Complaint registered</Trans>
        </h3>
        <p className="mt-1 text-slate-700">
          <Trans>
            Your ticket number is <strong className="font-mono text-ink">{ticket}</strong>.
          </Trans>
        </p>
        <p className="mt-2 text-sm text-slate-700">
          <Trans>
            {registered} We will resolve it by {due}.
          </Trans>
        </p>
      </div>
    );
  }

  return (
    <FormCard
      labelledBy="complaint-heading"
      onSubmit={submit}
      failure={failure}
      pending={file.isPending}
      submitLabel={t`Submit Complaint`}
      onFocusCapture={preloadSchema}
    >
      <TextField
        label={t`Name`}
        placeholder={t`Enter your name`}
        autoComplete="name"
        maxLength={grievanceLimits.name}
        error={known(errors.name?.message)}
        {...register("name")}
      />
      <TextField
        label={t`Email`}
        type="email"
        placeholder={t`Enter your email`}
        autoComplete="email"
        maxLength={grievanceLimits.email}
        error={known(errors.email?.message)}
        {...register("email")}
      />
      <MobileNumberField
        label={t`Mobile Number`}
        placeholder={t`Enter your mobile number`}
        autoComplete="tel-national"
        error={known(errors.mobile?.message)}
        {...register("mobile")}
      />
      <TextField
        label={t`Order number (optional)`}
        placeholder={t`e.g. 100042`}
        inputMode="numeric"
        maxLength={grievanceLimits.orderNumber}
        error={known(errors.orderNumber?.message)}
        {...register("orderNumber")}
      />
      <TextField
        label={t`Subject`}
        placeholder={t`What is your complaint about?`}
        maxLength={grievanceLimits.subject}
        error={known(errors.subject?.message)}
        className="sm:col-span-2"
        {...register("subject")}
      />
      <TextAreaField
        label={t`Description`}
        placeholder={t`Tell us what happened, with dates and any order details`}
        maxLength={grievanceLimits.description}
        error={known(errors.description?.message)}
        className="sm:col-span-2"
        {...register("description")}
      />
    </FormCard>
  );
}
