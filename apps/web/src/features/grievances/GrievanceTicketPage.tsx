import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ComplainantTicketType } from "@vayu/shared/grievances";
import { GrievanceMessages } from "../../components/GrievanceMessages";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { Spinner } from "../../components/ui/Spinner";
import { errorMessage } from "../../lib/api";
import { useFormats, useMessages } from "../../lib/i18n";
import { contentMessages } from "@vayu/shared/messages/content";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { laterPart } from "../../lib/later-part";
import { useComplainantThread } from "./api/thread";

/**
 * The reply form, a react-hook-form form: its code loads once the ticket shows, not with the page
 * (lib/later-part.tsx, docs/decisions/177-lean-first-load.md); a card stands in until it is in.
 */
const laterReplyForm = laterPart(
  "grievance-reply",
  () => import("./ReplyForm").then((module) => module.ReplyForm),
  <div className="h-64 rounded-2xl border border-slate-200 bg-white" aria-busy="true" />,
);

/**
 * /grievance/ticket?token=...: where our e-mails' link lands (docs/decisions/185-grievance-replies-and-deadlines.md).
 * The complainant reads their ticket and its thread and answers, without an account.
 */
export default function GrievanceTicketPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const thread = useComplainantThread(token);
  const { storeName } = useStoreSettings();
  const { t } = useLingui();
  const texts = useMessages(contentMessages);
  return (
    <PageContainer>
      <PageMeta title={t`Your complaint | ${storeName}`} />
      <PageHeading subtitle={t`Your complaint to our grievance officer and every message about it.`}>
        <Trans>Your complaint</Trans>
      </PageHeading>
      {token === "" || thread.isError ? (
        <p role="alert" className="flex max-w-xl items-start gap-2 rounded-xl bg-red-50 p-4 text-red-800">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          {errorMessage(thread.error, texts.grievance.linkInvalid)}
        </p>
      ) : thread.data ? (
        <Ticket ticket={thread.data.ticket} token={token} />
      ) : (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Spinner className="size-5 text-brand-600" /> <Trans>Opening your complaint…</Trans>
        </p>
      )}
    </PageContainer>
  );
}

function Ticket({ ticket, token }: { ticket: ComplainantTicketType; token: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const statusText = { Open: t`Open`, "In progress": t`In progress`, Resolved: t`Resolved` }[ticket.status];
  const status = <strong data-status={ticket.status}>{statusText}</strong>;
  const received = <time dateTime={ticket.receivedAt}>{formats.dateTime(ticket.receivedAt)}</time>;
  // The day in India's calendar: a YYYY-MM-DD read at noon IST.
  const resolveBy = formats.date(`${ticket.resolveBy}T12:00:00+05:30`);
  const resolution = ticket.resolution;
  return (
    <div className="grid max-w-3xl gap-5">
      <section
        aria-labelledby="ticket-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <p className="font-mono text-sm font-semibold text-slate-500">{ticket.ticketNumber}</p>
        <h2 id="ticket-heading" className="text-lg font-bold break-words text-ink">
          {ticket.subject}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Status: {status} · received {received} · to be resolved by {resolveBy}
          </Trans>
        </p>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
          {ticket.description}
        </p>
        {ticket.resolution && (
          <p className="mt-3 flex items-start gap-1.5 text-sm text-emerald-800">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="break-words">
              <Trans>Resolution: {resolution}</Trans>
            </span>
          </p>
        )}
      </section>
      {ticket.replies.length > 0 && (
        <section aria-labelledby="messages-heading">
          <h2 id="messages-heading" className="mb-2 text-lg font-bold text-ink">
            <Trans>Messages</Trans>
          </h2>
          <GrievanceMessages
            replies={ticket.replies}
            label={t`Messages about your complaint`}
            authorOf={(reply) => (reply.from === "staff" ? reply.author : t`You`)}
          />
        </section>
      )}
      <section aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="mb-2 text-lg font-bold text-ink">
          <Trans>Write to us</Trans>
        </h2>
        <laterReplyForm.Part token={token} />
      </section>
    </div>
  );
}
