import { z } from "zod";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";
import { AcceptInviteBody } from "@vayu/shared/staff-accounts";
import { PasswordField } from "../../components/ui/TextField";
import { readAfterWrite } from "../../lib/query-client";
import { setSession } from "../../lib/session";
import { acceptStaffInvite } from "./api";
import { AuthForm, AuthLayout } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

const passwordForm = z
  .object({ password: AcceptInviteBody.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "The two passwords differ.",
    path: ["confirmPassword"],
  });

/** /staff/invite?token=…: an invited staff member chooses a password and lands in the console. */
export default function StaffInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useAuthForm({
    schema: passwordForm,
    defaultValues: { password: "", confirmPassword: "" },
    send: ({ password }) => acceptStaffInvite({ token: params.get("token") ?? "", password }),
    fallbackError: "The invitation could not be accepted. Please try again.",
    onSuccess: ({ accessToken, user }) => {
      setSession({ token: accessToken, user });
      void readAfterWrite();
      toast.success("Welcome to the staff console.");
      navigate("/admin", { replace: true });
    },
  });
  return (
    <AuthLayout
      title="Join the store's staff"
      subtitle="Choose the password you will log in with: at least 8 characters."
    >
      <AuthForm form={form} submitLabel="Set password and continue">
        <PasswordField label="Password" autoComplete="new-password" {...form.field("password")} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
