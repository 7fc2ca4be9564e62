import { UpdateProfileBody } from "@vayu/shared/account";
import { MAX_NAME_LENGTH } from "@vayu/shared/accounts";
import { MAX_EMAIL_LENGTH } from "@vayu/shared/text-fields";
import { accountMessages } from "@vayu/shared/messages/account";
import { useLingui } from "@lingui/react/macro";
import { useMessages } from "../../lib/i18n";
import { useActionData } from "react-router";
import { toast } from "../../lib/toast";
import { TextField } from "../../components/ui/TextField";
import { setSession, type Session } from "../../lib/session";
import { refusalOf, type AccountRefusal } from "./account-action";
import { updateProfile } from "./account-api";
import { AuthForm } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** The shopper's name (the e-mail is their login and stays as it is). */
export function ProfileForm({ session }: { session: Session }) {
  const refused = refusalOf(useActionData<AccountRefusal | undefined>(), "profile-save");
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const form = useAuthForm({
    schema: UpdateProfileBody,
    defaultValues: { name: refused?.values.name ?? session.user.name },
    send: updateProfile,
    fallbackError: messages.auth.signupFailed,
    onSuccess: ({ user }) => {
      setSession({ token: session.token, user });
      toast.success(messages.account.profileSaved);
    },
  });
  return (
    <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel={t`Save name`} intent="profile-save">
      <TextField label={t`Name`} autoComplete="name" maxLength={MAX_NAME_LENGTH} {...form.field("name")} />
      <TextField
        label={messages.phoneLogin.emailLabel}
        type="email"
        value={session.user.email ?? messages.phoneLogin.noEmail}
        maxLength={MAX_EMAIL_LENGTH}
        readOnly
        disabled
      />
    </AuthForm>
  );
}
