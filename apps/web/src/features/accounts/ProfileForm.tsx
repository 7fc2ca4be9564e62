import { UpdateProfileBody } from "@vayu/shared/account";
import { MAX_NAME_LENGTH } from "@vayu/shared/accounts";
import { MAX_EMAIL_LENGTH } from "@vayu/shared/text-fields";
import { messages } from "@vayu/shared/messages";
import { toast } from "../../lib/toast";
import { TextField } from "../../components/ui/TextField";
import { setSession, type Session } from "../../lib/session";
import { updateProfile } from "./account-api";
import { AuthForm } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** The shopper's name (the e-mail is their login and stays as it is). */
export function ProfileForm({ session }: { session: Session }) {
  const form = useAuthForm({
    schema: UpdateProfileBody,
    defaultValues: { name: session.user.name },
    send: updateProfile,
    fallbackError: messages.auth.signupFailed,
    onSuccess: ({ user }) => {
      setSession({ token: session.token, user });
      toast.success(messages.account.profileSaved);
    },
  });
  return (
    <AuthForm form={form} submitLabel="Save name">
      <TextField label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} {...form.field("name")} />
      <TextField
        label="Email"
        type="email"
        value={session.user.email}
        maxLength={MAX_EMAIL_LENGTH}
        readOnly
        disabled
      />
    </AuthForm>
  );
}
