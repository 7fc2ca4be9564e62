import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { GrievanceReplyBodyType } from "@vayu/shared/grievances";
import { GRIEVANCE_MESSAGE_MAX } from "@vayu/shared/grievance-limits";
import { useContentMessage } from "../../components/content/known-messages";
import { FormCard } from "../../components/ui/FormCard";
import { TextAreaField } from "../../components/ui/FormFields";
import { errorMessage } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useComplainantReply } from "./api/thread";

/** The reply's schema, loaded when the form is first used (docs/decisions/177-lean-first-load.md). */
const replyForm = () => import("@vayu/shared/grievances").then((schemas) => schemas.GrievanceReplyBody);

/** The complainant's answer on their ticket's page (docs/decisions/185-grievance-replies-and-deadlines.md). */
export function ReplyForm({ token }: { token: string }) {
  const { t } = useLingui();
  const known = useContentMessage();
  const reply = useComplainantReply(token);
  const [failure, setFailure] = useState("");
  const [sent, setSent] = useState("");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    preloadSchema,
  } = useSchemaForm<GrievanceReplyBodyType, GrievanceReplyBodyType>(replyForm, { message: "" });
  const submit = handleSubmit(({ message }) => {
    setFailure("");
    setSent("");
    reply.mutate(message, {
      onSuccess: (answer) => {
        reset();
        setSent(known(answer.message ?? ""));
      },
      onError: (error) =>
        setFailure(errorMessage(error, t`Your message could not be sent. Please try again.`)),
    });
  });
  return (
    <>
      {sent && (
        <p role="status" className="mb-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
          {sent}
        </p>
      )}
      <FormCard
        labelledBy="reply-heading"
        onSubmit={submit}
        onFocusCapture={preloadSchema}
        failure={failure}
        pending={reply.isPending}
        submitLabel={t`Send message`}
      >
        <TextAreaField
          label={t`Your message`}
          rows={4}
          maxLength={GRIEVANCE_MESSAGE_MAX}
          error={known(errors.message?.message)}
          className="sm:col-span-2"
          {...register("message")}
        />
      </FormCard>
    </>
  );
}
