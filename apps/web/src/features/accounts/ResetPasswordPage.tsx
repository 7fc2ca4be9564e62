import { useMutation } from "@tanstack/react-query";
import { resetPasswordFormSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import type { FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { PasswordField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { resetPassword } from "./api";
import { AuthLayout, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const form = useAuthForm(resetPasswordFormSchema, { newPassword: "", confirmPassword: "" });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(messages.auth.passwordChanged);
      navigate("/login");
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.reset();
    const input = form.validate(event.currentTarget);
    if (input) mutation.mutate({ token, newPassword: input.newPassword });
  }

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
      {mutation.isError && (
        <FormAlert tone="error">{errorMessage(mutation.error, messages.auth.resetFailed)}</FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
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
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Change Password
        </Button>
      </form>
    </AuthLayout>
  );
}
