import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import {
  CreateGrievanceBody,
  grievanceLimits,
  type CreateGrievanceBodyType,
  type CreateGrievanceResponseType,
  type GrievanceFormValues,
} from "@vayu/shared/grievances";
import { messages } from "@vayu/shared/messages";
import { FormCard } from "../../components/ui/FormCard";
import { TextAreaField } from "../../components/ui/FormFields";
import { MobileNumberField } from "../../components/ui/MobileNumberField";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useFileGrievance } from "./api/file-grievance";

const EMPTY: GrievanceFormValues = {
  name: "",
  email: "",
  mobile: "",
  orderNumber: "",
  subject: "",
  description: "",
};

const dueDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

/** The complaint form (docs/decisions/147-grievances.md): on success it shows the ticket number in place of the form. */
export function GrievanceForm() {
  const file = useFileGrievance();
  const [failure, setFailure] = useState("");
  const [filed, setFiled] = useState<CreateGrievanceResponseType | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<GrievanceFormValues, CreateGrievanceBodyType>(CreateGrievanceBody, EMPTY);

  const submit = handleSubmit((complaint) => {
    setFailure("");
    file.mutate(complaint, {
      onSuccess: setFiled,
      onError: (error) => setFailure(errorMessage(error, messages.contact.failed)),
    });
  });

  if (filed) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <CheckCircle2 className="size-8 text-emerald-600" aria-hidden />
        <h3 className="mt-3 text-lg font-bold text-ink">Complaint registered</h3>
        <p className="mt-1 text-slate-700">
          Your ticket number is <strong className="font-mono text-ink">{filed.ticketNumber}</strong>.
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {filed.message} We will resolve it by {dueDate.format(new Date(`${filed.dueBy}T00:00:00Z`))}.
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
      submitLabel="Submit Complaint"
    >
      <TextField
        label="Name"
        placeholder="Enter your name"
        autoComplete="name"
        maxLength={grievanceLimits.name}
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        placeholder="Enter your email"
        autoComplete="email"
        maxLength={grievanceLimits.email}
        error={errors.email?.message}
        {...register("email")}
      />
      <MobileNumberField
        label="Mobile Number"
        placeholder="Enter your mobile number"
        autoComplete="tel-national"
        error={errors.mobile?.message}
        {...register("mobile")}
      />
      <TextField
        label="Order number (optional)"
        placeholder="e.g. 100042"
        inputMode="numeric"
        maxLength={grievanceLimits.orderNumber}
        error={errors.orderNumber?.message}
        {...register("orderNumber")}
      />
      <TextField
        label="Subject"
        placeholder="What is your complaint about?"
        maxLength={grievanceLimits.subject}
        error={errors.subject?.message}
        className="sm:col-span-2"
        {...register("subject")}
      />
      <TextAreaField
        label="Description"
        placeholder="Tell us what happened, with dates and any order details"
        maxLength={grievanceLimits.description}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register("description")}
      />
    </FormCard>
  );
}
