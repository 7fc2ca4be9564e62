import { accountMessages } from "@vayu/shared/messages/account";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useSearchParams, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { redirectWithToast } from "../../lib/form-actions";
import { requestPasswordReset } from "./api";
import { localeOfRequest, useMessages } from "../../lib/i18n";
import { actionTexts } from "./account-texts";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, EmailField, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** The forgot-password form's schema, loaded on first use, not with the page (docs/decisions/177-lean-first-load.md). */
const forgotPasswordForm = () => import("@vayu/shared/accounts").then((schemas) => schemas.forgotPasswordSchema);

/** Where a request posted without JavaScript comes back to: the page, saying the link was sent (in the page's language). */
const SENT_PAGE = "/forgot-password?sent=1";

/**
 * The reset link asked for before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the API answers the same whether or not the e-mail has an account, and so does the page.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  const { messages, path } = actionTexts(localeOfRequest(request));
  return authAction(await request.formData(), {
    schema: forgotPasswordForm,
    fields: ["email"],
    kept: ["email"],
    fallbackError: messages.auth.forgotFailed,
    send: async (input) => {
      await requestPasswordReset(input);
      return redirectWithToast(path(SENT_PAGE), { kind: "success", message: messages.auth.resetLinkSent });
    },
  });
}

export default function ForgotPasswordPage() {
  const refused = useActionData<AuthRefusal>();
  const [params] = useSearchParams();
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const form = useAuthForm({
    schema: forgotPasswordForm,
    defaultValues: { email: refused?.values.email ?? "" },
    send: requestPasswordReset,
    fallbackError: messages.auth.forgotFailed,
    onSuccess: () => {
      toast.success(messages.auth.resetLinkSent);
      form.clear();
    },
  });

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      subtitle={t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}
      footer={
        <>
          <Trans>Remembered it?</Trans>{" "}
          <LocalisedLink to="/login" className={authLinkClass}>
            <Trans>Back to login</Trans>
          </LocalisedLink>
        </>
      }
    >
      {(form.result || (params.has("sent") && !refused)) && (
        <FormAlert tone="success">
          {form.result?.message || messages.auth.resetLinkEmailed}
          <span className="mt-1 block font-normal text-emerald-700">
            <Trans>
              The link works once, for 30 minutes. No e-mail? Check your spam folder and the address you signed
              up with.
            </Trans>
          </span>
        </FormAlert>
      )}
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel={t`Send Reset Link`}>
        <EmailField label={messages.phoneLogin.emailLabel} {...form.field("email")} />
      </AuthForm>
    </AuthLayout>
  );
}
