import { useLingui } from "@lingui/react/macro";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Eye, EyeOff } from "lucide-react";
import { MAX_PASSWORD_LENGTH } from "@vayu/shared/account-limits";
import { useDomId } from "../../lib/use-dom-id";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Something to the right inside the input, such as a show/hide toggle. */
  trailing?: ReactNode;
}

export const fieldClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    invalid
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
  }`;

/** A labelled input whose error shows beneath it with a red border (docs/product/messages.md "Enquiries"). */
export function TextField({ label, error, trailing, id, className = "", ...rest }: TextFieldProps) {
  const generatedId = useDomId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${fieldClasses(Boolean(error))} ${trailing ? "pr-11" : ""}`}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with the show/hide toggle every auth screen has (docs/product/storefront.md "Pages"). */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing" | "maxLength">) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const name = props.label.toLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      maxLength={MAX_PASSWORD_LENGTH}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded-md p-1.5 text-slate-500 hover:text-ink"
          aria-label={visible ? t`Hide ${name}` : t`Show ${name}`}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      }
    />
  );
}
