import { MAX_NAME_LENGTH } from "@vayu/shared/account-limits";
import { accountMessages } from "@vayu/shared/messages/account";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, type ActionFunctionArgs } from "react-router";
import { LocalisedLink, useLocalisedNavigate } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { PasswordField, TextField } from "../../components/ui/TextField";
import { redirectWithToast } from "../../lib/form-actions";
import { register } from "./api";
import { localeOfRequest, useMessages } from "../../lib/i18n";
import { actionTexts } from "./account-texts";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** The signup form's schema, loaded on first use, not with the page (docs/decisions/177-lean-first-load.md). */
const signupForm = () => import("@vayu/shared/accounts").then((schemas) => schemas.registerSchema);

/**
 * The signup form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the account is made, then /login with the toast, as the script does: the shopper logs in next.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  const { messages, path } = actionTexts(localeOfRequest(request));
  return authAction(await request.formData(), {
    schema: signupForm,
    fields: ["name", "email", "password"],
    kept: ["name", "email"],
    fallbackError: messages.auth.signupFailed,
    send: async (input) => {
      await register(input);
      return redirectWithToast(path("/login"), { kind: "success", message: messages.auth.signupSuccess });
    },
  });
}

export default function SignupPage() {
  const navigate = useLocalisedNavigate();
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const refused = useActionData<AuthRefusal>();
  const form = useAuthForm({
    schema: signupForm,
    defaultValues: { name: refused?.values.name ?? "", email: refused?.values.email ?? "", password: "" },
    send: register,
    fallbackError: messages.auth.signupFailed,
    onSuccess: () => {
      toast.success(messages.auth.signupSuccess);
      navigate("/login");
    },
  });

  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Sign up to keep a cart and a wishlist, save addresses and follow your orders.`}
      footer={
        <>
          <Trans>Already have an account?</Trans>{" "}
          <LocalisedLink to="/login" className={authLinkClass}>
            <Trans>Log In</Trans>
          </LocalisedLink>
        </>
      }
    >
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel={t`Sign Up`}>
        <TextField
          label={t`Full Name`}
          autoComplete="name"
          placeholder={t`Enter your full name`}
          maxLength={MAX_NAME_LENGTH}
          {...form.field("name")}
        />
        <EmailField label={t`Email Address`} {...form.field("email")} />
        <PasswordField
          label={messages.phoneLogin.passwordLabel}
          autoComplete="new-password"
          placeholder={t`At least 6 characters`}
          {...form.field("password")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
