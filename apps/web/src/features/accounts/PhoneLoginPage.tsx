import { useEffect, useState, type FormEvent } from "react";
import { useActionData, useLocation, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import type { z } from "zod";
import type { LoginResponseType } from "@vayu/shared/accounts";
import { accountMessages } from "@vayu/shared/messages/account";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { PostForm } from "../../components/ui/PostForm";
import { TextField } from "../../components/ui/TextField";
import { ApiError, errorMessage } from "../../lib/api";
import { localeOfRequest, useMessages } from "../../lib/i18n";
import { actionTexts, useKnownMessage } from "./account-texts";
import { requestPhoneCode, verifyPhoneCode } from "./api";
import { AuthLayout, authLinkClass } from "./AuthLayout";
import { MfaCodeStep } from "./MfaCodeStep";
import { CodeStep, MobileNumberField, useCountdown } from "./phone-steps";
import { finishLoginRedirect, useFinishLogin } from "./useFinishLogin";

/** Where the page is: the number step, or the code step (with the name for a new number). */
export interface PhoneStep {
  step: "phone" | "code";
  phone: string;
  error?: string;
  info?: string;
  needName?: boolean;
  name?: string;
}

/** The number's and the code's checks, loaded on first use, not with the page (docs/decisions/177-lean-first-load.md). */
const phoneLoginSchemas = () => import("@vayu/shared/phone-login");

/**
 * `typed` as the check `pick` chooses reads it, or its message. When the checks could not load
 * (the connection dropped), `typed` is sent as it is, and the API, which checks the same, answers.
 */
async function check(
  typed: string,
  pick: (schemas: Awaited<ReturnType<typeof phoneLoginSchemas>>) => z.ZodType<string, string>,
): Promise<{ value: string } | { error: string | undefined }> {
  const schemas = await phoneLoginSchemas().catch(() => undefined);
  if (!schemas) return { value: typed };
  const checked = pick(schemas).safeParse(typed);
  return checked.success ? { value: checked.data } : { error: checked.error.issues[0]?.message };
}

const fieldOf = (error: unknown) =>
  error instanceof ApiError && typeof error.body === "object" && error.body && "field" in error.body
    ? error.body.field
    : undefined;

/**
 * Log in with a mobile number posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md,
 * docs/decisions/295-mobile-number-login.md): "request" sends a code, "verify" logs in with it.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | PhoneStep> {
  const params = new URL(request.url).searchParams;
  const texts = actionTexts(localeOfRequest(request));
  const { messages } = texts;
  const m = messages.phoneLogin;
  const form = await request.formData();
  const { PhoneLoginVerifyBody, phoneField } = await phoneLoginSchemas();
  const text = (name: string) => String(form.get(name) ?? "");
  const phone = text("phone");
  if (form.get("intent") === "verify") {
    const name = text("name");
    const checked = PhoneLoginVerifyBody.safeParse({ phone, code: text("code"), name });
    if (!checked.success)
      return {
        step: "code",
        phone,
        name,
        needName: form.has("name"),
        error: checked.error.issues[0]?.message,
      };
    try {
      const session = await verifyPhoneCode(checked.data);
      if ("mfaRequired" in session) return { step: "phone", phone, error: messages.auth.loginFailed };
      return await finishLoginRedirect(params, session.accessToken, texts);
    } catch (error) {
      const needName = fieldOf(error) === "name" || form.has("name");
      return { step: "code", phone, name, needName, error: errorMessage(error, m.codeExpired) };
    }
  }
  const checked = phoneField.safeParse(phone);
  if (!checked.success) return { step: "phone", phone, error: checked.error.issues[0]?.message };
  try {
    const { message } = await requestPhoneCode({ phone: checked.data });
    return { step: "code", phone: checked.data, info: message };
  } catch (error) {
    // A resend asked too soon keeps the code step.
    const step = form.has("resend") ? "code" : "phone";
    return { step, phone: checked.data, error: errorMessage(error, m.phoneInvalid) };
  }
}

export function PhoneLoginForms({
  initial,
  onSignedIn,
}: {
  initial?: PhoneStep;
  onSignedIn: (session: LoginResponseType) => void;
}) {
  const [state, setState] = useState<PhoneStep>(initial ?? { step: "phone", phone: "" });
  const [pending, setPending] = useState(false);
  const [mfaToken, setMfaToken] = useState<string>();
  const [resendIn, restartCountdown] = useCountdown();
  const m = useMessages(accountMessages).phoneLogin;
  const known = useKnownMessage();
  useEffect(() => {
    if (initial?.step === "code" && !initial.error) restartCountdown();
    // Only the answer the page came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sendCode = async (phoneTyped: string, resend: boolean) => {
    const checked = await check(phoneTyped, (schemas) => schemas.phoneField);
    if ("error" in checked) return setState({ ...state, phone: phoneTyped, error: checked.error });
    setPending(true);
    try {
      const { message } = await requestPhoneCode({ phone: checked.value });
      setState({ step: "code", phone: checked.value, info: message, needName: state.needName });
      restartCountdown();
    } catch (error) {
      setState({
        ...state,
        step: resend ? "code" : "phone",
        phone: checked.value,
        info: undefined,
        error: errorMessage(error, m.phoneInvalid),
      });
    } finally {
      setPending(false);
    }
  };

  // Started when the number's field first takes focus, so the check is in by the time it is sent.
  const preloadChecks = () => void phoneLoginSchemas().catch(() => undefined);
  const onPhone = (event: FormEvent<HTMLFormElement>) =>
    void sendCode(String(new FormData(event.currentTarget).get("phone") ?? ""), false);
  const onResend = () => void sendCode(state.phone, true);
  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const code = String(form.get("code") ?? "");
    const name = form.has("name") ? String(form.get("name") ?? "") : undefined;
    const checkedCode = await check(code, (schemas) => schemas.codeField);
    if ("error" in checkedCode) return setState({ ...state, name, info: undefined, error: m.codeMissing });
    if (state.needName && !name?.trim())
      return setState({ ...state, name, info: undefined, error: m.nameNeeded });
    setPending(true);
    try {
      const session = await verifyPhoneCode({
        phone: state.phone,
        code: checkedCode.value,
        ...(name?.trim() && { name: name.trim() }),
      });
      if ("mfaRequired" in session) setMfaToken(session.mfaToken);
      else onSignedIn(session);
    } catch (error) {
      setState({
        ...state,
        name,
        info: undefined,
        needName: state.needName || fieldOf(error) === "name",
        error: errorMessage(error, m.codeExpired),
      });
    } finally {
      setPending(false);
    }
  };

  if (mfaToken) return <MfaCodeStep mfaToken={mfaToken} onSignedIn={onSignedIn} />;

  if (state.step === "phone") {
    return (
      <>
        {state.error && <FormAlert message={known(state.error)} className="mb-4" />}
        <PostForm
          key="phone-step"
          intent="request"
          onSubmit={onPhone}
          onFocusCapture={preloadChecks}
          noValidate
          className="space-y-5"
        >
          <MobileNumberField defaultValue={state.phone} />
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {m.sendCode}
          </Button>
        </PostForm>
      </>
    );
  }

  return (
    <CodeStep
      phone={state.phone}
      error={state.error}
      info={state.info}
      verifyIntent="verify"
      requestIntent="request"
      submitLabel={m.verify}
      pending={pending}
      resendIn={resendIn}
      onCode={(event) => void onCode(event)}
      onResend={onResend}
      startOver="/login/phone"
      onStartOver={() => setState({ step: "phone", phone: "" })}
    >
      {state.needName && (
        <TextField
          label={m.nameLabel}
          name="name"
          autoComplete="name"
          defaultValue={state.name ?? ""}
          maxLength={80}
          required
        />
      )}
    </CodeStep>
  );
}

export default function PhoneLoginPage() {
  const location = useLocation();
  const answered = useActionData<PhoneStep>();
  const finish = useFinishLogin();
  const m = useMessages(accountMessages).phoneLogin;
  return (
    <AuthLayout
      title={m.title}
      subtitle={m.phoneHint}
      footer={
        <LocalisedLink to={`/login${location.search}`} className={authLinkClass}>
          {m.useEmail}
        </LocalisedLink>
      }
    >
      <PhoneLoginForms
        key={answered ? `${answered.step}:${answered.error ?? ""}:${answered.info ?? ""}` : "start"}
        initial={answered}
        onSignedIn={(s) => void finish(s)}
      />
    </AuthLayout>
  );
}
