import { MAX_NAME_LENGTH, registerSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { useActionData, useNavigate, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { PasswordField, TextField } from "../../components/ui/TextField";
import { redirectWithToast } from "../../lib/form-actions";
import { register } from "./api";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/**
 * The signup form posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the account is made, then /login with the toast, as the script does: the shopper logs in next.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  return authAction(await request.formData(), {
    schema: registerSchema,
    fields: ["name", "email", "password"],
    kept: ["name", "email"],
    fallbackError: messages.auth.signupFailed,
    send: async (input) => {
      await register(input);
      return redirectWithToast("/login", { kind: "success", message: messages.auth.signupSuccess });
    },
  });
}

export default function SignupPage() {
  const navigate = useNavigate();
  const refused = useActionData<AuthRefusal>();
  const form = useAuthForm({
    schema: registerSchema,
    defaultValues: { name: refused?.values.name ?? "", email: refused?.values.email ?? "", password: "" },
    send: register,
    fallbackError: messages.auth.signupFailed,
    onSuccess: () => {
      toast.success(messages.auth.signupSuccess);
      navigate("/login");
    },
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Sign up to keep a cart and a wishlist, save addresses and follow your orders."
      footer={
        <>
          Already have an account?{" "}
          <LocalisedLink to="/login" className={authLinkClass}>
            Log In
          </LocalisedLink>
        </>
      }
    >
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel="Sign Up">
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Enter your full name"
          maxLength={MAX_NAME_LENGTH}
          {...form.field("name")}
        />
        <EmailField label="Email Address" {...form.field("email")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...form.field("password")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
