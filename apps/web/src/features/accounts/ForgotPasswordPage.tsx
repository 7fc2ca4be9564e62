import { forgotPasswordSchema } from "@vayu/shared/accounts";
import { messages } from "@vayu/shared/messages";
import { useActionData, useSearchParams, type ActionFunctionArgs } from "react-router";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { redirectWithToast } from "../../lib/form-actions";
import { requestPasswordReset } from "./api";
import { authAction, type AuthRefusal } from "./auth-action";
import { AuthForm, AuthLayout, EmailField, FormAlert, authLinkClass } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** Where a request posted without JavaScript comes back to: the page, saying the link was sent. */
const SENT_PAGE = "/forgot-password?sent=1";

/**
 * The reset link asked for before or without JavaScript (docs/decisions/195-forms-before-javascript.md):
 * the API answers the same whether or not the e-mail has an account, and so does the page.
 */
export async function action({ request }: ActionFunctionArgs): Promise<Response | AuthRefusal> {
  return authAction(await request.formData(), {
    schema: forgotPasswordSchema,
    fields: ["email"],
    kept: ["email"],
    fallbackError: messages.auth.forgotFailed,
    send: async (input) => {
      await requestPasswordReset(input);
      return redirectWithToast(SENT_PAGE, { kind: "success", message: messages.auth.resetLinkSent });
    },
  });
}

export default function ForgotPasswordPage() {
  const refused = useActionData<AuthRefusal>();
  const [params] = useSearchParams();
  const form = useAuthForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: refused?.values.email ?? "" },
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
          <LocalisedLink to="/login" className={authLinkClass}>
            Back to login
          </LocalisedLink>
        </>
      }
    >
      {(form.result || (params.has("sent") && !refused)) && (
        <FormAlert tone="success">
          {form.result?.message || messages.auth.resetLinkEmailed}
          <span className="mt-1 block font-normal text-emerald-700">
            The link works once, for 30 minutes. No e-mail? Check your spam folder and the address you signed
            up with.
          </span>
        </FormAlert>
      )}
      <AuthForm form={{ ...form, serverError: form.serverError ?? refused?.error }} submitLabel="Send Reset Link">
        <EmailField label="Email" {...form.field("email")} />
      </AuthForm>
    </AuthLayout>
  );
}
