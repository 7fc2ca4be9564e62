import { forgotPasswordSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { Link } from "react-router";
import { toast } from "../../lib/toast";
import { requestPasswordReset } from "./api";
import { AuthForm, AuthLayout, EmailField, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function ForgotPasswordPage() {
  const form = useAuthForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    send: requestPasswordReset,
    fallbackError: messages.auth.forgotFailed,
    onSuccess: () => {
      toast.success(messages.auth.resetLinkSent);
      form.clear();
    },
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={authLinkClass}>
            Back to login
          </Link>
        </>
      }
    >
      {form.result && (
        <FormAlert tone="success">
          {form.result.message || messages.auth.resetLinkEmailed}
          <span className="mt-1 block font-normal text-emerald-700">
            The link works once, for 30 minutes. No e-mail? Check your spam folder and the address you signed
            up with.
          </span>
        </FormAlert>
      )}
      <AuthForm form={form} submitLabel="Send Reset Link">
        <EmailField label="Email" {...form.field("email")} />
      </AuthForm>
    </AuthLayout>
  );
}
