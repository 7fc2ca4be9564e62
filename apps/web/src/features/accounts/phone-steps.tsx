import {
  useEffect,
  useState,
  type ComponentProps,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { accountMessages } from "@vayu/shared/messages/account";
import { formatMobile, MOBILE_INPUT_MAX_LENGTH } from "@vayu/shared/mobile-input";
import { PHONE_CODE_LENGTH, RESEND_AFTER_SECONDS } from "@vayu/shared/phone-code";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { PostForm } from "../../components/ui/PostForm";
import { TextField } from "../../components/ui/TextField";
import { useMessages } from "../../lib/i18n";
import { useKnownMessage } from "./account-texts";
import { authLinkClass } from "./AuthLayout";

/**
 * The pieces of a "mobile number, then the code by SMS" form, shared by logging in with a number
 * and adding one on the account page (docs/decisions/295-mobile-number-login.md).
 */

/** Seconds until "Resend code" is offered again, counting down once a second. */
export function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_AFTER_SECONDS)];
}

/** The number: the phone keypad, the browser's own number offered, `+91` and spaces accepted. */
export function MobileNumberField({ label, defaultValue }: { label?: string; defaultValue: string }) {
  const m = useMessages(accountMessages).phoneLogin;
  return (
    <TextField
      label={label ?? m.phoneLabel}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+91 98765 43210"
      maxLength={MOBILE_INPUT_MAX_LENGTH}
      defaultValue={defaultValue}
      required
    />
  );
}

/** The code from the SMS, which Android Chrome offers to fill in (WebOTP, `one-time-code`); `field` binds it to a form library. */
export function OneTimeCodeField(field: Partial<ComponentProps<typeof TextField>>) {
  const m = useMessages(accountMessages).phoneLogin;
  return (
    <TextField
      label={m.codeLabel}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={PHONE_CODE_LENGTH}
      required
      {...field}
    />
  );
}

/** The head of the code step: what went wrong, or that the code is on its way, and to which number. */
export function CodeStepNotice({ phone, error, info }: { phone: string; error?: string; info?: string }) {
  const m = useMessages(accountMessages).phoneLogin;
  const known = useKnownMessage();
  return (
    <>
      {error && <FormAlert message={known(error)} className="mb-4" />}
      {!error && info && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-200 bg-green-50 px-3.5 py-2.5 text-sm font-medium text-green-800"
        >
          {info}
        </p>
      )}
      <p className="mb-4 text-sm text-slate-700">{m.codeSentTo(formatMobile(phone))}</p>
    </>
  );
}

/**
 * The code step: the notice, the code's form (posted to `verifyIntent` without JavaScript, with
 * `children` as extra fields), then "Resend code" once its countdown is over (a form of its own,
 * posted to `requestIntent`) and "Use another number", a link to `startOver` the script handles in place.
 */
export function CodeStep({
  phone,
  error,
  info,
  verifyIntent,
  requestIntent,
  submitLabel,
  pending,
  resendIn,
  onCode,
  onResend,
  startOver,
  onStartOver,
  children,
}: {
  phone: string;
  error?: string;
  info?: string;
  verifyIntent: string;
  requestIntent: string;
  submitLabel: string;
  pending: boolean;
  resendIn: number;
  onCode: (event: FormEvent<HTMLFormElement>) => void;
  onResend: () => void;
  startOver: string;
  onStartOver: () => void;
  children?: ReactNode;
}) {
  const m = useMessages(accountMessages).phoneLogin;
  const again = (event: MouseEvent) => {
    event.preventDefault();
    onStartOver();
  };
  return (
    <>
      <CodeStepNotice phone={phone} error={error} info={info} />
      {/* Keyed apart from the number's form, so the code field never starts with the number typed there. */}
      <PostForm key="code-step" intent={verifyIntent} onSubmit={onCode} noValidate className="space-y-5">
        <input type="hidden" name="phone" value={phone} />
        <OneTimeCodeField />
        {children}
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {submitLabel}
        </Button>
      </PostForm>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <PostForm intent={requestIntent} onSubmit={onResend}>
          <input type="hidden" name="phone" value={phone} />
          <input type="hidden" name="resend" value="1" />
          <button
            type="submit"
            className={`${authLinkClass} disabled:text-slate-500 disabled:no-underline`}
            disabled={resendIn > 0 || pending}
          >
            {resendIn > 0 ? m.resendIn(resendIn) : m.resend}
          </button>
        </PostForm>
        <LocalisedLink to={startOver} reloadDocument className={authLinkClass} onClick={again}>
          {m.otherNumber}
        </LocalisedLink>
      </div>
    </>
  );
}
