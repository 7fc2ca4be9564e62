import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { PasswordField, TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { setSession } from "../../lib/session";
import { login } from "./api";
import { AuthLayout, FormAlert, authLinkClass } from "./AuthLayout";
import { redirectTarget } from "./redirect-target";
import { useAuthForm } from "./useAuthForm";

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const form = useAuthForm(loginSchema, { email: "", password: "" });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, user }) => {
      setSession({ token: accessToken, user });
      // Cart and wishlist are fetched again, now as this shopper (spec section 4).
      void queryClient.invalidateQueries();
      toast.success(messages.auth.loginSuccess);
      navigate(redirectTarget(params), { replace: true });
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
      title="Welcome Back!"
      subtitle="Log in to see your cart, wishlist and orders."
      footer={
        <Link to="/signup" className={authLinkClass}>
          Don&apos;t have an account? Sign up
        </Link>
      }
    >
      {mutation.isError && (
        <FormAlert tone="error">{errorMessage(mutation.error, messages.auth.loginFailed)}</FormAlert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field("email")}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            {...form.field("password")}
          />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className={`text-sm ${authLinkClass}`}>
              Forgot your password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Login
        </Button>
      </form>
    </AuthLayout>
  );
}
