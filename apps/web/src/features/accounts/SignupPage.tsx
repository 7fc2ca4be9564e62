import { MAX_NAME_LENGTH, registerSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { Link, useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { PasswordField, TextField } from "../../components/ui/TextField";
import { register } from "./api";
import { AuthForm, AuthLayout, EmailField, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

export default function SignupPage() {
  const navigate = useNavigate();
  const form = useAuthForm({
    schema: registerSchema,
    defaultValues: { name: "", email: "", password: "" },
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
          <Link to="/login" className={authLinkClass}>
            Log In
          </Link>
        </>
      }
    >
      <AuthForm form={form} submitLabel="Sign Up">
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
