import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { useActionData, useLocation } from "react-router";
import { laterMessages } from "@vayu/shared/messages/later";
import { questionLimits } from "@vayu/shared/question-text";
import { Button } from "../../components/ui/Button";
import { TextAreaField } from "../../components/ui/FormFields";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { usePostQuestionText } from "./api/questions";
import type { QuestionRefusal } from "./question-action";

/** What the shopper typed into the server's HTML of the field `id` before this form took it over. */
function typedBefore(id: string): string {
  if (typeof document === "undefined") return "";
  const field = document.getElementById(id);
  return field instanceof HTMLTextAreaElement ? field.value : "";
}

/**
 * Ask a question, or answer `questionId`: a form to the product page, posted by the browser
 * before or without the page's script and by the panel once it is live; what the server refused
 * comes back with it (docs/decisions/195-forms-before-javascript.md).
 */
export function QuestionTextForm({
  productId,
  questionId,
  label,
  submitLabel,
}: {
  productId: string;
  questionId?: string;
  label: string;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const text = useMessages(laterMessages).questions;
  const location = useLocation();
  const post = usePostQuestionText(productId, questionId);
  const answer = useActionData<QuestionRefusal | undefined>();
  // A refusal belongs to the form that was posted: the question form, or the answer form of its question.
  const refused = answer?.questionId === (questionId ?? "") ? answer : undefined;
  const fieldId = `question-text-${questionId ?? "new"}`;
  // The panel arrives after the page (ProductQuestions.tsx): keep what was typed into the server's field meanwhile.
  const [value, setValue] = useState(() => refused?.text ?? typedBefore(fieldId));
  const [error, setError] = useState(refused?.error ?? "");

  const submit = () => {
    const trimmed = value.trim();
    if (trimmed.length < questionLimits.min) return setError(text.tooShort);
    setError("");
    post.mutate(
      { text: trimmed },
      {
        onSuccess: () => {
          toast.success(questionId ? text.answered : text.asked);
          setValue("");
        },
        onError: (failure) => setError(errorMessage(failure, t`Your text could not be posted. Please try again.`)),
      },
    );
  };

  return (
    <PostForm
      action={`/product/${productId}`}
      intent={questionId ? "answer" : "question"}
      returnTo={`${location.pathname}${location.search}#questions`}
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="grid gap-3"
    >
      {questionId && <input type="hidden" name="questionId" value={questionId} />}
      <TextAreaField
        id={fieldId}
        label={label}
        error={error || undefined}
        name="text"
        rows={3}
        minLength={questionLimits.min}
        maxLength={questionLimits.max}
        required
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button type="submit" loading={post.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {submitLabel}
      </Button>
    </PostForm>
  );
}
