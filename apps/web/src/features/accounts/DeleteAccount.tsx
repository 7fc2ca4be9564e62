import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { DeleteAccountBody } from "@vayu/shared/account";
import { messages } from "@vayu/shared/messages";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import { PasswordField } from "../../components/ui/TextField";
import { clearSession } from "../../lib/session";
import { deleteAccount } from "./account-api";
import { AuthForm } from "./AuthLayout";
import { useAuthForm } from "./useAuthForm";

/** Delete the account, confirmed with the password in a dialog that says what is kept (docs/decisions/170-account-page.md). */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The server's message once the account is gone. */
  const closed = useRef<string | null>(null);
  // Signed out only once this page has gone: on it, the login guard would send the shopper to /login instead of home.
  useEffect(
    () => () => {
      if (closed.current === null) return;
      clearSession();
      queryClient.clear();
      toast.success(closed.current);
    },
    [queryClient],
  );
  const form = useAuthForm({
    schema: DeleteAccountBody,
    defaultValues: { password: "" },
    send: deleteAccount,
    fallbackError: messages.auth.signupFailed,
    onSuccess: ({ message }) => {
      closed.current = message;
      void navigate("/");
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal open={open} title="Delete your account?" width="message" onClose={() => setOpen(false)}>
        <p className="mb-4 text-sm text-slate-700">
          Your name, e-mail, saved addresses, cart and wishlist are erased and you can no longer sign in. Your
          past orders and their tax invoices stay with us, without your contact details, as the law requires.
        </p>
        <AuthForm form={form} submitLabel="Delete my account">
          <PasswordField label="Password" autoComplete="current-password" {...form.field("password")} />
        </AuthForm>
      </Modal>
    </>
  );
}
