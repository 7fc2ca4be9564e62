import { accountMessages } from "@vayu/shared/messages/account";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useParams, type ActionFunctionArgs } from "react-router";
import { LocalisedLink, useLocalisedNavigate } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { redirectWithToast } from "../../lib/form-actions";
import { resetPassword } from "./api";
import { localeOfRequest, useMessages } from "../../lib/i18n";
import { actionTexts } from "./account-texts";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, authLinkClass } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAuthForm } from "./useAuthForm";

/** The new-password form's schema, loaded on first use, not with the page (docs/decisions/177-lean-first-load.md). */
const resetPasswordForm = () => import("@vayu/shared/accounts").then((schemas) => schemas.resetPasswordFormSchema);

/** The new password posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md): then /login, as the script does. */
export async function action({ request, params }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  const { messages, path } = actionTexts(localeOfRequest(request));
  return authAction(await request.formData(), {
    schema: resetPasswordForm,
    fields: ["newPassword", "confirmPassword"],
    kept: [],
    fallbackError: messages.auth.resetFailed,
    send: async ({ newPassword }) => {
      await resetPassword({ token: params.token ?? "", newPassword });
      return redirectWithToast(path("/login"), { kind: "success", message: messages.auth.passwordChanged });
    },
  });
}

export default function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useLocalisedNavigate();
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const refused = useActionData<AuthRefusal>();
  const form = useAuthForm({
    schema: resetPasswordForm,
    defaultValues: { newPassword: "", confirmPassword: "" },
    send: ({ newPassword }) => resetPassword({ token, newPassword }),
    fallbackError: messages.auth.resetFailed,
    onSuccess: () => {
      toast.success(messages.auth.passwordChanged);
      navigate("/login");
    },
  });

  return (
    <AuthLayout
      title={t`Set a new password`}
      subtitle={t`Choose a password of at least 6 characters. Devices signed in with the old one will be logged out.`}
      footer={
        <>
          <Trans>Link expired?</Trans>{" "}
          <LocalisedLink to="/forgot-password" className={authLinkClass}>
            <Trans>Request a new one</Trans>
          </LocalisedLink>
        </>
      }
    >
      <AuthForm
        form={{ ...form, serverError: form.serverError ?? refused?.error }}
        submitLabel={t`Change Password`}
      >
        <NewPasswordFields
          newPassword={form.field("newPassword")}
          confirmPassword={form.field("confirmPassword")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
