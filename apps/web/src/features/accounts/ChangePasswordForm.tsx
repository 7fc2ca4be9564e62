import { ChangePasswordForm as ChangePasswordSchema } from "@vayu/shared/account";
import { accountMessages } from "@vayu/shared/messages/account";
import { useLingui } from "@lingui/react/macro";
import { useMessages } from "../../lib/i18n";
import { useActionData } from "react-router";
import { toast } from "../../lib/toast";
import { PasswordField } from "../../components/ui/TextField";
import { setSession } from "../../lib/session";
import { refusalOf, type AccountRefusal } from "./account-action";
import { changePassword } from "./account-api";
import { AuthForm } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAuthForm } from "./useAuthForm";

/** A new password: this device stays signed in with a new token, every other one is signed out. */
export function ChangePasswordForm() {
  const refused = refusalOf(useActionData<AccountRefusal | undefined>(), "password-change");
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const form = useAuthForm({
    schema: ChangePasswordSchema,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    send: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    fallbackError: messages.auth.resetFailed,
    onSuccess: ({ accessToken, user, message }) => {
      setSession({ token: accessToken, user });
      form.clear();
      toast.success(message);
    },
  });
  return (
    <AuthForm
      form={{ ...form, serverError: form.serverError ?? refused?.error }}
      submitLabel={t`Change Password`}
      intent="password-change"
    >
      <PasswordField
        label={t`Current Password`}
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <NewPasswordFields
        newPassword={form.field("newPassword")}
        confirmPassword={form.field("confirmPassword")}
      />
    </AuthForm>
  );
}
