import { useState, type FormEvent } from "react";
import { KeyRound, ShieldCheck } from "lucide-react";
import { MfaCodeForm, mfaMessages, type MfaSetupResponseType } from "@vayu/shared/staff-mfa";
import { Button } from "../../components/ui/Button";
import { PageContainer } from "../../components/ui/Page";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { setSession } from "../../lib/session";
import { useConfirmMfa, useStartMfaSetup } from "./api/staff-mfa";

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

const card = "mx-auto max-w-xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8";

/**
 * The first screen of the console for staff without two-step sign-in (docs/decisions/230-staff-second-factor.md):
 * start, scan the QR code (or type the secret), confirm with a code, then keep the ten recovery
 * codes, shown this once. `onDone` opens the console.
 */
export function MfaEnrolment({ onDone }: { onDone: () => void }) {
  const start = useStartMfaSetup();
  const confirm = useConfirmMfa();
  const [fieldError, setFieldError] = useState<string>();

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.reset();
    const checked = MfaCodeForm.safeParse({
      code: String(new FormData(event.currentTarget).get("code") ?? ""),
    });
    if (!checked.success || !/^\d{6}$/.test(checked.data.code)) {
      setFieldError(mfaMessages.codeMissing);
      return;
    }
    setFieldError(undefined);
    confirm.mutate(checked.data.code, {
      // The new session proves the second factor: the console's routes open to it.
      onSuccess: ({ accessToken, user }) => setSession({ token: accessToken, user }),
    });
  }

  return (
    <PageContainer>
      <MfaEnrolmentView
        setup={start.data}
        recoveryCodes={confirm.data?.recoveryCodes}
        starting={start.isPending}
        startError={
          start.isError ? errorMessage(start.error, "Setup could not start. Please try again.") : undefined
        }
        onStart={() => start.mutate()}
        confirming={confirm.isPending}
        codeError={
          fieldError ?? (confirm.isError ? errorMessage(confirm.error, mfaMessages.codeWrong) : undefined)
        }
        onConfirm={onConfirm}
        onDone={onDone}
      />
    </PageContainer>
  );
}

/** What the enrolment shows at each of its three steps; its own component so it renders without a server. */
export function MfaEnrolmentView({
  setup,
  recoveryCodes,
  starting = false,
  startError,
  onStart,
  confirming = false,
  codeError,
  onConfirm,
  onDone,
}: {
  setup: MfaSetupResponseType | undefined;
  recoveryCodes: string[] | undefined;
  starting?: boolean;
  startError?: string | undefined;
  onStart?: () => void;
  confirming?: boolean;
  codeError?: string | undefined;
  onConfirm?: (event: FormEvent<HTMLFormElement>) => void;
  onDone?: () => void;
}) {
  if (recoveryCodes) {
    return (
      <section aria-labelledby="mfa-codes" className={card}>
        <ShieldCheck className="size-10 text-emerald-600" aria-hidden />
        <h1 id="mfa-codes" className="mt-3 text-xl font-bold text-ink">
          Two-step sign-in is on
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Keep these recovery codes somewhere safe, away from your phone. Each one works once in place of a
          code if you lose your phone.{" "}
          <strong className="font-semibold text-ink">They are shown only now.</strong>
        </p>
        <ol
          aria-label="Recovery codes"
          className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-ink ring-1 ring-slate-200"
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button className="mt-6 w-full sm:w-auto" onClick={onDone}>
          I have saved them: open the console
        </Button>
      </section>
    );
  }

  if (!setup) {
    return (
      <section aria-labelledby="mfa-start" className={card}>
        <KeyRound className="size-10 text-brand-600" aria-hidden />
        <h1 id="mfa-start" className="mt-3 text-xl font-bold text-ink">
          Set up two-step sign-in
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Staff accounts can refund money, so they need a second step at login: a 6-digit code from an
          authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or
          similar). It takes a minute.
        </p>
        {startError && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {startError}
          </p>
        )}
        <Button className="mt-6 w-full sm:w-auto" loading={starting} onClick={onStart}>
          Start setup
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="mfa-scan" className={card}>
      <h1 id="mfa-scan" className="text-xl font-bold text-ink">
        Scan this QR code
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        In your authenticator app, add an account and scan the code. Then enter the 6-digit code the app
        shows.
      </p>
      <div className="mt-5 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-lg bg-white ring-1 ring-slate-200"
        />
        <div className="min-w-0 text-sm text-slate-600">
          <p>Cannot scan? Type this key into the app instead (time-based):</p>
          <p
            data-testid="mfa-secret"
            className="mt-2 rounded-lg bg-slate-50 px-3 py-2 font-mono text-base tracking-wide break-words text-ink ring-1 ring-slate-200"
          >
            {groupedSecret(setup.secret)}
          </p>
        </div>
      </div>
      <form
        onSubmit={onConfirm}
        noValidate
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <TextField
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          error={codeError}
        />
        <Button type="submit" loading={confirming} className="sm:mt-7">
          Turn on
        </Button>
      </form>
    </section>
  );
}
