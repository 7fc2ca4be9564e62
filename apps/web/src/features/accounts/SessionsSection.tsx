import { useQueryClient } from "@tanstack/react-query";
import type { AccountSessionType } from "@vayu/shared/sessions";
import { accountMessages } from "@vayu/shared/messages/account";
import { Trans, useLingui } from "@lingui/react/macro";
import { Monitor, Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocalisedNavigate } from "../../components/LocalisedLink";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { ApiError } from "../../lib/api";
import { useFormats, useMessages } from "../../lib/i18n";
import { clearSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { endSession, logoutAll, sessionsKey, useAccountSessions } from "./sessions-api";

const looksMobile = (device: string) => /android|ios|iphone|ipad|mobile/i.test(device);

function SessionRow({ session, onEnd, ending }: { session: AccountSessionType; onEnd: (id: string) => void; ending: boolean }) {
  const Icon = looksMobile(session.device) ? Smartphone : Monitor;
  const { t } = useLingui();
  const { dateTime } = useFormats();
  const { device, where } = session;
  const lastUsed = dateTime(session.lastUsedAt);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">
          {session.device}
          {session.current && (
            <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="text-sm break-words text-slate-600">
          <span>
            <Trans>Where: {where}</Trans>
          </span>
          <span aria-hidden> · </span>
          <span>
            <Trans>Last used {lastUsed}</Trans>
          </span>
        </p>
      </div>
      {!session.current && (
        <PostForm intent="session-end" onSubmit={() => onEnd(session.id)}>
          <input type="hidden" name="sessionId" value={session.id} />
          <Button type="submit" variant="outline" size="sm" disabled={ending} aria-label={t`Log out ${device}`}>
            <Trans>Log out</Trans>
          </Button>
        </PostForm>
      )}
    </li>
  );
}

/**
 * "Where you're logged in" (docs/decisions/225-sessions-that-end.md): each device signed in to
 * the account, this one marked, each other one with its own Log out, and Log out of all
 * devices. Plain forms to the account page's action before or without JavaScript; the API in place once live.
 */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const queryClient = useQueryClient();
  const navigate = useLocalisedNavigate();
  const messages = useMessages(accountMessages);
  const { allSessionsEnded } = messages.account;
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  /** Set once every session has ended: this browser is signed out as the page goes, so its login guard does not redirect first. */
  const endedAll = useRef(false);
  useEffect(
    () => () => {
      if (!endedAll.current) return;
      clearSession();
      queryClient.clear();
      toast.success(allSessionsEnded);
    },
    [queryClient, allSessionsEnded],
  );

  const end = (id: string) => {
    setBusy(true);
    endSession(id)
      .then(() => toast.success(messages.account.sessionEnded))
      .catch((error: unknown) =>
        toast.error(error instanceof ApiError && error.message ? error.message : messages.account.sessionNotFound),
      )
      .finally(() => {
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: sessionsKey });
      });
  };

  const endAll = () => {
    setBusy(true);
    logoutAll()
      .catch(() => undefined)
      .finally(() => {
        endedAll.current = true;
        navigate("/login", { replace: true });
      });
  };

  if (sessions.isPending && sessions.fetchStatus !== "idle") return <p className="text-sm text-slate-600">{t`Loading your devices…`}</p>;
  if (sessions.isError) return <p className="text-sm text-slate-600">{t`We could not load your devices. Please reload the page.`}</p>;
  const list = sessions.data?.sessions ?? [];
  return (
    <div>
      <ul className="divide-y divide-slate-100" aria-label={t`Devices logged in to your account`}>
        {list.map((session) => (
          <SessionRow key={session.id} session={session} onEnd={end} ending={busy} />
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        <Trans>
          Places are shown by network address only. Don&apos;t recognise a device? Log it out, then change your password.
        </Trans>
      </p>
      <PostForm intent="sessions-end-all" onSubmit={endAll} className="mt-4">
        <Button type="submit" variant="outline" disabled={busy}>
          <Trans>Log out of all devices</Trans>
        </Button>
      </PostForm>
    </div>
  );
}
