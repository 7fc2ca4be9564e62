import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalisedNavigate } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { DeleteWithCodeForm, DeleteWithPasswordForm } from "@vayu/shared/account";
import { accountMessages } from "@vayu/shared/messages/account";
import { formatMobile } from "@vayu/shared/phone-login";
import { Button } from "../../components/ui/Button";
import { FormAlert } from "../../components/ui/FormAlert";
import { Modal } from "../../components/ui/Modal";
import { PasswordField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { useMessages } from "../../lib/i18n";
import { useKnownMessage } from "./account-texts";
import { clearSession, type Session } from "../../lib/session";
import { deleteAccount, requestClosingCode } from "./account-api";
import { AuthForm } from "./AuthLayout";
import { CodeStepNotice, OneTimeCodeField } from "./phone-steps";
import { useAuthForm } from "./useAuthForm";

/** Once the account is gone: home, then signed out with the server's message. */
function useLeaveClosedAccount(): (message: string) => void {
  const navigate = useLocalisedNavigate();
  const queryClient = useQueryClient();
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
  return (message) => {
    closed.current = message;
    navigate("/");
  };
}

function ConfirmWithPassword({ onClosed }: { onClosed: (message: string) => void }) {
  const messages = useMessages(accountMessages);
  const { t } = useLingui();
  const form = useAuthForm({
    schema: DeleteWithPasswordForm,
    defaultValues: { password: "" },
    send: deleteAccount,
    fallbackError: messages.auth.signupFailed,
    onSuccess: ({ message }) => onClosed(message),
  });
  return (
    <AuthForm form={form} submitLabel={t`Delete my account`}>
      <PasswordField label={messages.phoneLogin.passwordLabel} autoComplete="current-password" {...form.field("password")} />
    </AuthForm>
  );
}

/** An account made with a mobile number has no password: the code sent to its number confirms. */
function ConfirmWithCode({ phone, onClosed }: { phone: string; onClosed: (message: string) => void }) {
  const [sent, setSent] = useState<{ info?: string; error?: string }>();
  const [sending, setSending] = useState(false);
  const messages = useMessages(accountMessages);
  const known = useKnownMessage();
  const { t } = useLingui();
  const form = useAuthForm({
    schema: DeleteWithCodeForm,
    defaultValues: { code: "" },
    send: deleteAccount,
    fallbackError: messages.phoneLogin.codeExpired,
    onSuccess: ({ message }) => onClosed(message),
  });
  const send = async () => {
    setSending(true);
    try {
      setSent({ info: (await requestClosingCode()).message });
    } catch (error) {
      setSent({ error: errorMessage(error, messages.phoneLogin.codeExpired) });
    } finally {
      setSending(false);
    }
  };
  if (!sent?.info) {
    return (
      <>
        {sent?.error && <FormAlert message={known(sent.error)} className="mb-4" />}
        <p className="mb-4 text-sm text-slate-700">{messages.account.deleteCodeHint(formatMobile(phone))}</p>
        <Button size="lg" className="w-full" loading={sending} onClick={() => void send()}>
          {messages.phoneLogin.sendCode}
        </Button>
      </>
    );
  }
  return (
    <>
      <CodeStepNotice phone={phone} info={sent.info} />
      <AuthForm form={form} submitLabel={t`Delete my account`}>
        <OneTimeCodeField {...form.field("code")} />
      </AuthForm>
    </>
  );
}

/** Delete the account, confirmed in a dialog that says what is kept (docs/decisions/170-account-page.md). */
export function DeleteAccount({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const onClosed = useLeaveClosedAccount();
  const { email, phone } = session.user;
  const { t } = useLingui();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Modal open={open} title={t`Delete your account?`} width="message" onClose={() => setOpen(false)}>
        <p className="mb-4 text-sm text-slate-700">
          <Trans>
            Your name, e-mail, saved addresses, cart and wishlist are erased and you can no longer sign in. Your
            past orders and their tax invoices stay with us, without your contact details, as the law requires.
          </Trans>
        </p>
        {email || !phone ? <ConfirmWithPassword onClosed={onClosed} /> : <ConfirmWithCode phone={phone} onClosed={onClosed} />}
      </Modal>
    </>
  );
}
