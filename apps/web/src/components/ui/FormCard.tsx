import { useLingui } from "@lingui/react/macro";
import type { FocusEventHandler, FormEventHandler, ReactNode } from "react";
import { Send } from "lucide-react";
import { Button } from "./Button";
import { FormAlert } from "./FormAlert";
import { PostForm } from "./PostForm";

interface FormCardProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's message after a failed submit, shown above the fields. */
  failure: string;
  pending: boolean;
  submitLabel: string;
  /**
   * Posted to the page's route action before or without JavaScript (docs/decisions/195-forms-before-javascript.md);
   * otherwise a tap on its button before the page is live is kept and sent once it is.
   */
  posted?: boolean;
  /** Starts loading the form's schema when a field first takes focus (docs/decisions/177-lean-first-load.md). */
  onFocusCapture?: FocusEventHandler<HTMLFormElement>;
  /** The fields, laid out two to a row from the small breakpoint. */
  children: ReactNode;
}

/** A storefront form in a white card: the failure above, the fields in a grid, and a send button. */
export function FormCard({ labelledBy, onSubmit, onFocusCapture, failure, pending, submitLabel, posted = false, children }: FormCardProps) {
  const Form = posted ? PostForm : "form";
  const { t } = useLingui();
  return (
    <Form
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      noValidate
      aria-labelledby={labelledBy}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_:is(input,textarea)]:scroll-mt-32"
    >
      {failure && <FormAlert message={failure} className="mb-5" />}
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      <Button type="submit" size="lg" loading={pending} className="mt-6 w-full sm:w-auto" data-needs-script={posted ? undefined : ""}>
        {!pending && <Send className="size-4" aria-hidden />}
        {pending ? t`Submitting…` : submitLabel}
      </Button>
    </Form>
  );
}
