import { useMutation } from "@tanstack/react-query";
import { registerSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { PasswordField, TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { register } from "./api";
import { AuthLayout, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function SignupPage() {
  const navigate = useNavigate();
  const form = useAuthForm(registerSchema, { name: "", email: "", password: "" });
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: () => {
      toast.success(messages.auth.signupSuccess);
      navigate("/login");
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
      title="Create your account"
      subtitle="Sign up to keep a cart and a wishlist, save addresses and follow your orders."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className={authLinkClass}>
            Log In
          </Link>
        </>
      }
    >
      {mutation.isError && (
        <FormAlert tone="error">{errorMessage(mutation.error, messages.auth.signupFailed)}</FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Enter your full name"
          {...form.field("name")}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...form.field("password")}
        />
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthLayout>
  );
}
