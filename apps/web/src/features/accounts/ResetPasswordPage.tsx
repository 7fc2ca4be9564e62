import { resetPasswordFormSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../lib/toast";
import { PasswordField } from "../../components/ui/TextField";
import { resetPassword } from "./api";
import { AuthForm, AuthLayout, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const form = useAuthForm({
    schema: resetPasswordFormSchema,
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
      title="Set a new password"
      subtitle="Choose a password of at least 6 characters. Devices signed in with the old one will be logged out."
      footer={
        <>
          Link expired?{" "}
          <Link to="/forgot-password" className={authLinkClass}>
            Request a new one
          </Link>
        </>
      }
    >
      <AuthForm form={form} submitLabel="Change Password">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...form.field("newPassword")}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Type it again"
          {...form.field("confirmPassword")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
