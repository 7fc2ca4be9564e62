import { loginSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";
import { PasswordField } from "../../components/ui/TextField";
import { readAfterWrite } from "../../lib/query-client";
import { setSession } from "../../lib/session";
import { login } from "./api";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { redirectTarget } from "./redirect-target";
import { useAuthForm } from "./useAuthForm";

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const form = useAuthForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "" },
    send: login,
    fallbackError: messages.auth.loginFailed,
    onSuccess: ({ accessToken, user }) => {
      setSession({ token: accessToken, user });
      // Cart and wishlist are fetched again, now as this shopper (docs/product/storefront.md "Session").
      void readAfterWrite();
      toast.success(messages.auth.loginSuccess);
      navigate(redirectTarget(params, location.state), { replace: true });
    },
  });

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
      <AuthForm form={form} submitLabel="Login">
        <EmailField label="Email" {...form.field("email")} />
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
      </AuthForm>
    </AuthLayout>
  );
}
