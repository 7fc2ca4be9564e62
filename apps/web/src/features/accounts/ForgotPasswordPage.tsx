import { useMutation } from "@tanstack/react-query";
import { forgotPasswordSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { requestPasswordReset } from "./api";
import { AuthLayout, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function ForgotPasswordPage() {
  const form = useAuthForm(forgotPasswordSchema, { email: "" });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      toast.success(messages.auth.resetLinkSent);
      form.reset();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.reset();
    const input = form.validate(event.currentTarget);
    if (input) mutation.mutate(input);
  }

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
      {mutation.isError && (
        <FormAlert tone="error">{errorMessage(mutation.error, messages.auth.forgotFailed)}</FormAlert>
      )}
      {mutation.isSuccess && (
        <FormAlert tone="success">
          {mutation.data.message || messages.auth.resetLinkEmailed}
          <span className="mt-1 block font-normal text-emerald-700">
            The link works once, for 30 minutes. No e-mail? Check your spam folder and the address you signed
            up with.
          </span>
        </FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field("email")}
        />
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}
