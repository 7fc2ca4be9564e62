import { loginSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { Link, useActionData, useLocation, useNavigate, useSearchParams, type ActionFunctionArgs } from "react-router";
import { toast } from "../../lib/toast";
import { PasswordField } from "../../components/ui/TextField";
import { redirectWithToast } from "../../lib/form-actions";
import { readAfterWrite } from "../../lib/query-client";
import { setSession } from "../../lib/session";
import { login } from "./api";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { completeIntent, parseIntent } from "../../lib/login-intents";
import { redirectTarget } from "./redirect-target";
import { useAuthForm } from "./useAuthForm";

/**
 * The login form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the API's login sets the page session cookie; then what sent the shopper here is done.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  const params = new URL(request.url).searchParams;
  return authAction(await request.formData(), {
    schema: loginSchema,
    fields: ["email", "password"],
    kept: ["email"],
    fallbackError: messages.auth.loginFailed,
    send: async (input) => {
      const { accessToken } = await login(input);
      const intent = parseIntent(params.get("intent"));
      const flash = intent ? await completeIntent(intent, accessToken) : { kind: "success" as const, message: messages.auth.loginSuccess };
      return redirectWithToast(redirectTarget(params), flash);
    },
  });
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const refused = useActionData<AuthRefusal>();
  const form = useAuthForm({
    schema: loginSchema,
    defaultValues: { email: refused?.values.email ?? "", password: "" },
    send: login,
    fallbackError: messages.auth.loginFailed,
    onSuccess: async ({ accessToken, user }) => {
      setSession({ token: accessToken, user });
      toast.success(messages.auth.loginSuccess);
      const intent = parseIntent(params.get("intent"));
      if (intent) {
        const done = await completeIntent(intent, accessToken);
        toast[done.kind](done.message);
      }
      // Cart and wishlist are fetched again, now as this shopper (docs/product/storefront.md "Session").
      void readAfterWrite();
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
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel="Login">
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
