import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { mfaMessages } from "@vayu/shared/mfa-messages";
import type { LoginResponseType } from "@vayu/shared/accounts";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { AuthForm } from "./AuthLayout";
import { verifyMfaCode } from "./api";

/**
 * The login's second step for staff with two-step sign-in (docs/decisions/230-staff-second-factor.md):
 * the 6-digit code from the authenticator app, or a recovery code. Posted without JavaScript it
 * goes to the login's route action (intent "mfa") with the ticket the password step gave.
 */
export function MfaCodeStep({
  mfaToken,
  refusal,
  onSignedIn,
}: {
  mfaToken: string;
  /** The route action's message when the code was refused without JavaScript. */
  refusal?: string | undefined;
  onSignedIn: (session: LoginResponseType) => void | Promise<void>;
}) {
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useMutation({ mutationFn: verifyMfaCode, onSuccess: onSignedIn });
  const { t } = useLingui();

  /** The code's schema loads with the first check, not with the login page (docs/decisions/177-lean-first-load.md). */
  async function check(form: HTMLFormElement) {
    const code = String(new FormData(form).get("code") ?? "");
    const { MfaCodeForm } = await import("@vayu/shared/staff-mfa");
    const checked = MfaCodeForm.safeParse({ code });
    if (!checked.success) {
      setFieldError(mfaMessages.codeMissing);
      form.querySelector<HTMLInputElement>("input[name=code]")?.focus();
      return;
    }
    setFieldError(undefined);
    mutation.mutate({ mfaToken, code: checked.data.code });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    mutation.reset();
    void check(event.currentTarget);
  }

  return (
    <div>
      <p className="mb-5 text-sm text-slate-600">
        <Trans>
          Open your authenticator app and enter the 6-digit code for Vayu Home Appliances. Lost your phone?
          Enter one of your recovery codes instead.
        </Trans>
      </p>
      <AuthForm
        intent="mfa"
        submitLabel={t`Verify and log in`}
        form={{
          onSubmit,
          pending: mutation.isPending,
          serverError: mutation.isError ? errorMessage(mutation.error, mfaMessages.codeWrong) : refusal,
        }}
      >
        <input type="hidden" name="mfaToken" value={mfaToken} />
        <TextField
          label={t`Authentication code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={12}
          placeholder="123456"
          error={fieldError}
        />
      </AuthForm>
    </div>
  );
}
