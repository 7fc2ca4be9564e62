import { useActionData } from "react-router";
import { accountMessages } from "@vayu/shared/messages/account";
import { useMessages } from "../../lib/i18n";
import { AddEmailForm as AddEmailSchema } from "@vayu/shared/phone-login";
import { setSession, type Session } from "../../lib/session";
import { toast } from "../../lib/toast";
import { refusalOf, type AccountAnswer } from "./account-action";
import { addEmail } from "./account-api";
import { AuthForm, EmailField } from "./AuthLayout";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAuthForm } from "./useAuthForm";

/**
 * An account made with a mobile number adds an e-mail and a password, to log in with them too
 * and to get e-mails (docs/decisions/301-phone-accounts-on-the-account-page.md).
 */
export function AddEmailForm({ session }: { session: Session }) {
  const refused = refusalOf(useActionData<AccountAnswer | undefined>(), "email-add");
  const messages = useMessages(accountMessages);
  const m = messages.phoneLogin;
  const form = useAuthForm({
    schema: AddEmailSchema,
    defaultValues: { email: refused?.values.email ?? "", newPassword: "", confirmPassword: "" },
    send: ({ email, newPassword }) => addEmail({ email, password: newPassword }),
    fallbackError: messages.auth.signupFailed,
    onSuccess: ({ user, message }) => {
      setSession({ token: session.token, user });
      toast.success(message);
    },
  });
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{m.addEmailHint}</p>
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel={m.addEmailSave} intent="email-add">
        <EmailField label={m.emailLabel} {...form.field("email")} />
        <NewPasswordFields newPassword={form.field("newPassword")} confirmPassword={form.field("confirmPassword")} />
      </AuthForm>
    </>
  );
}
