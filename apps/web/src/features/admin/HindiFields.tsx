import type { ReactNode } from "react";
import { TextAreaField, type TextAreaFieldProps } from "../../components/ui/FormFields";
import { TextField, type TextFieldProps } from "../../components/ui/TextField";

// The Hindi texts staff write beside the English ones (docs/decisions/313-hindi-content-fields.md):
// the console stays English, only the fields are Hindi. Left empty, the Hindi store shows the English.

/** The English field and its Hindi one side by side; on a phone, the Hindi below. */
export function SideBySide({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`grid gap-3 sm:grid-cols-2 ${className}`}>{children}</div>;
}

/** A Hindi one-line text: marked lang="hi", so the browser uses a Devanagari font and keyboard. */
export function HindiTextField(props: TextFieldProps) {
  return <TextField lang="hi" {...props} />;
}

/** A Hindi multi-line text. */
export function HindiTextAreaField(props: TextAreaFieldProps) {
  return <TextAreaField lang="hi" {...props} />;
}

/** What an empty Hindi field does, said once per form. */
export function HindiNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-xs text-slate-500 ${className}`}>
      Hindi fields left empty show the English text on the Hindi store.
    </p>
  );
}
