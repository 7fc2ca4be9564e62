import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { ChevronDown } from "lucide-react";
import { fieldClasses } from "./TextField";
import { useDomId } from "../../lib/use-dom-id";

interface ControlIds {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Label above, error below, red border when invalid: the frame TextField uses, for other controls. */
function FieldFrame({
  label,
  error,
  id,
  className = "",
  children,
}: {
  label: string;
  error: string | undefined;
  id: string | undefined;
  className: string | undefined;
  children: (ids: ControlIds) => ReactNode;
}) {
  const generatedId = useDomId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement> | undefined;
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input with the same error treatment as TextField. */
export function TextAreaField({ label, error, id, className, rows = 5, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(ids) => (
        <textarea {...ids} rows={rows} className={`${fieldClasses(Boolean(error))} resize-y`} {...rest} />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement> | undefined;
  label: string;
  error?: string | undefined;
  /** The first, empty choice: "Select a city". */
  placeholder: string;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen-reader friendly on every phone) styled like the inputs. */
export function SelectField({
  label,
  error,
  id,
  className,
  placeholder,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(ids) => (
        <div className="relative">
          <select
            {...ids}
            className={`${fieldClasses(Boolean(error))} appearance-none pr-10 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 [&_optgroup]:text-ink [&_option]:text-ink [&:has(option[value=""]:checked)]:text-slate-500`}
            {...rest}
          >
            <option value="">{placeholder}</option>
            {children}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
        </div>
      )}
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement> | undefined;
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it, for consents and declarations. */
export function CheckboxField({ label, error, id, className = "", ...rest }: CheckboxFieldProps) {
  const generatedId = useDomId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
          {...rest}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 pl-8 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
