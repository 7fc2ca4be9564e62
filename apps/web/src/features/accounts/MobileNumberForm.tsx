import { useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { BadgeCheck } from "lucide-react";
import { accountMessages } from "@vayu/shared/messages/account";
import { useMessages } from "../../lib/i18n";
import { useKnownMessage } from "./account-texts";
import { codeField, formatMobile, phoneField } from "@vayu/shared/phone-login";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { setSession, type Session } from "../../lib/session";
import { toast } from "../../lib/toast";
import type { PhoneStepAnswer } from "./account-action";
import { requestAccountPhoneCode, verifyAccountPhone } from "./account-api";
import { CodeStep, MobileNumberField, useCountdown } from "./phone-steps";

type Step = Omit<PhoneStepAnswer, "intent">;

/**
 * The account's mobile number: an e-mail account adds one, any account changes it, by the code
 * sent to the new number (docs/decisions/301-phone-accounts-on-the-account-page.md). Without
 * JavaScript the page's action takes both steps (account-action.ts).
 */
export function MobileNumberForm({ session }: { session: Session }) {
  const answered = useActionData<{ intent?: string } | undefined>();
  const [state, setState] = useState<Step>(
    answered?.intent === "phone" ? (answered as PhoneStepAnswer) : { step: "phone", phone: "" },
  );
  const [pending, setPending] = useState(false);
  const [resendIn, restartCountdown] = useCountdown();
  const current = session.user.phone;
  const m = useMessages(accountMessages).phoneLogin;
  const known = useKnownMessage();

  const sendCode = async (typed: string, resend: boolean) => {
    const checked = phoneField.safeParse(typed);
    if (!checked.success)
      return setState({ ...state, phone: typed, error: checked.error.issues[0]?.message });
    setPending(true);
    try {
      const { message } = await requestAccountPhoneCode({ phone: checked.data });
      setState({ step: "code", phone: checked.data, info: message });
      restartCountdown();
    } catch (error) {
      setState({
        step: resend ? "code" : "phone",
        phone: checked.data,
        error: errorMessage(error, m.phoneInvalid),
      });
    } finally {
      setPending(false);
    }
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    const code = codeField.safeParse(new FormData(event.currentTarget).get("code") ?? "");
    if (!code.success) return setState({ ...state, info: undefined, error: m.codeMissing });
    setPending(true);
    try {
      const { user, message } = await verifyAccountPhone({ phone: state.phone, code: code.data });
      setSession({ token: session.token, user });
      toast.success(message);
      setState({ step: "phone", phone: "" });
    } catch (error) {
      setState({ ...state, info: undefined, error: errorMessage(error, m.codeExpired) });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <p className="mb-4 flex items-center gap-2 text-sm">
        {current ? (
          <>
            <span className="font-semibold text-ink">{formatMobile(current)}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
              <BadgeCheck className="size-3.5" aria-hidden />
              {m.verified}
            </span>
          </>
        ) : (
          <span className="text-slate-600">{m.noPhone}</span>
        )}
      </p>
      {state.step === "phone" ? (
        <>
          {state.error && <FormAlert message={known(state.error)} className="mb-4" />}
          <PostForm
            key="phone-step"
            intent="phone-request"
            onSubmit={(event) =>
              void sendCode(String(new FormData(event.currentTarget).get("phone") ?? ""), false)
            }
            noValidate
            className="space-y-5"
          >
            <MobileNumberField label={current ? m.newPhoneLabel : m.phoneLabel} defaultValue={state.phone} />
            <Button type="submit" size="lg" className="w-full" loading={pending}>
              {m.sendCode}
            </Button>
          </PostForm>
        </>
      ) : (
        <CodeStep
          phone={state.phone}
          error={state.error}
          info={state.info}
          verifyIntent="phone-verify"
          requestIntent="phone-request"
          submitLabel={m.addPhoneVerify}
          pending={pending}
          resendIn={resendIn}
          onCode={(event) => void onCode(event)}
          onResend={() => void sendCode(state.phone, true)}
          startOver="/account"
          onStartOver={() => setState({ step: "phone", phone: "" })}
        />
      )}
    </>
  );
}
