import { accountMessages } from "@vayu/shared/messages/account";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useLocation, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { PasswordField } from "../../components/ui/TextField";
import { useState } from "react";
import { mfaMessages } from "@vayu/shared/mfa-messages";
import { errorMessage } from "../../lib/api";
import { localeOfRequest, useMessages } from "../../lib/i18n";
import { actionTexts } from "./account-texts";
import { login, verifyMfaCode } from "./api";
import { authAction, type AuthRefusal } from "./auth-action";
import { MfaCodeStep } from "./MfaCodeStep";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { finishLoginRedirect, useFinishLogin } from "./useFinishLogin";
import { useAuthForm } from "./useAuthForm";

/** The login form's schema, loaded on first use, not with the page (docs/decisions/177-lean-first-load.md). */
const loginForm = () => import("@vayu/shared/accounts").then((schemas) => schemas.loginSchema);

/**
 * The login form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the API's login sets the page session cookie; then what sent the shopper here is done.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | LoginRefusal> {
  const params = new URL(request.url).searchParams;
  const form = await request.formData();
  const { messages, path } = actionTexts(localeOfRequest(request));
  const signedIn = (accessToken: string) => finishLoginRedirect(params, accessToken, { messages, path });
  if (form.get("intent") === "mfa") return codeStepAction(form, signedIn);
  let mfaToken: string | undefined;
  const answer = await authAction(form, {
    schema: loginForm,
    fields: ["email", "password"],
    kept: ["email"],
    fallbackError: messages.auth.loginFailed,
    send: async (input) => {
      const session = await login(input);
      if ("mfaRequired" in session) {
        mfaToken = session.mfaToken;
        return new Response(null, { status: 204 });
      }
      return signedIn(session.accessToken);
    },
  });
  return mfaToken ? { mfaToken } : answer;
}

/** What the login's route action answers when it does not redirect: a refusal, or the code step of staff. */
type LoginRefusal = AuthRefusal | { mfaToken: string; error?: string };

/** The code step posted without JavaScript: the same check and call as the script's. */
async function codeStepAction(
  form: FormData,
  signedIn: (token: string) => Promise<Response>,
): Promise<Response | LoginRefusal> {
  const mfaToken = String(form.get("mfaToken") ?? "");
  const { MfaCodeForm } = await import("@vayu/shared/staff-mfa");
  const checked = MfaCodeForm.safeParse({ code: String(form.get("code") ?? "") });
  if (!checked.success) return { mfaToken, error: mfaMessages.codeMissing };
  try {
    const { accessToken } = await verifyMfaCode({ mfaToken, code: checked.data.code });
    return await signedIn(accessToken);
  } catch (error) {
    return { mfaToken, error: errorMessage(error, mfaMessages.codeWrong) };
  }
}

export default function LoginPage() {
  const location = useLocation();
  const answered = useActionData<LoginRefusal>();
  const refused = answered && "values" in answered ? answered : undefined;
  // Staff with two-step sign-in: the password was right, the code comes next.
  const [mfaToken, setMfaToken] = useState<string>();
  const codeStep = mfaToken ?? (answered && "mfaToken" in answered ? answered.mfaToken : undefined);
  const finish = useFinishLogin();
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const form = useAuthForm({
    schema: loginForm,
    defaultValues: { email: refused?.values.email ?? "", password: "" },
    send: login,
    fallbackError: messages.auth.loginFailed,
    onSuccess: (session) => ("mfaRequired" in session ? setMfaToken(session.mfaToken) : finish(session)),
  });

  if (codeStep) {
    return (
      <AuthLayout title={t`Two-step sign-in`} subtitle={t`One more step to open the staff console.`}>
        <MfaCodeStep
          mfaToken={codeStep}
          refusal={answered && "mfaToken" in answered ? answered.error : undefined}
          onSignedIn={finish}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Welcome Back!`}
      subtitle={t`Log in to see your cart, wishlist and orders.`}
      footer={
        <LocalisedLink to="/signup" className={authLinkClass}>
          <Trans>Don&apos;t have an account? Sign up</Trans>
        </LocalisedLink>
      }
    >
      <LocalisedLink
        to={`/login/phone${location.search}`}
        className="mb-5 flex w-full items-center justify-center rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {messages.phoneLogin.usePhone}
      </LocalisedLink>
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel={t`Login`}>
        <EmailField label={messages.phoneLogin.emailLabel} {...form.field("email")} />
        <div>
          <PasswordField
            label={messages.phoneLogin.passwordLabel}
            autoComplete="current-password"
            placeholder={t`Enter your password`}
            {...form.field("password")}
          />
          <div className="mt-2 text-right">
            <LocalisedLink to="/forgot-password" className={`text-sm ${authLinkClass}`}>
              <Trans>Forgot your password?</Trans>
            </LocalisedLink>
          </div>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}
