import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSearchParams } from "react-router";
import { AlertTriangle, CalendarClock, CheckCircle2 } from "lucide-react";
import {
  GRIEVANCE_MESSAGE_MAX,
  GrievanceReplyBody,
  grievanceOverdueReasons,
  ResolveGrievanceBody,
  type AdminGrievanceType,
  type GrievanceReplyBodyType,
  type ResolveGrievanceBodyType,
} from "@vayu/shared/grievances";
import { GrievanceMessages } from "../../components/GrievanceMessages";
import { Button } from "../../components/ui/Button";
import { TextAreaField } from "../../components/ui/FormFields";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useAdminGrievances, useGrievanceAction, type GrievanceAction } from "./api/grievances";
import { ContactLinks } from "./ContactLinks";
import { PanelState } from "./PanelState";
import { useSelectedCard } from "./selected-card";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));

/**
 * Complaints to the grievance officer (docs/decisions/185-grievance-replies-and-deadlines.md):
 * each with its two deadlines, its thread with the complainant, and explicit actions.
 * `?grievance=<id>` (the staff e-mail's link) brings that one into view.
 */
export function GrievancesTab() {
  const grievances = useAdminGrievances();
  const [params] = useSearchParams();
  const selected = params.get("grievance");
  return (
    <section aria-label="Grievances">
      <PanelState query={grievances} empty="No grievances yet.">
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((grievance) => (
              <GrievanceCard
                key={grievance._id}
                grievance={grievance}
                selected={grievance._id === selected}
              />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function GrievanceCard({ grievance, selected }: { grievance: AdminGrievanceType; selected: boolean }) {
  const card = useSelectedCard(selected);
  const ring = grievance.overdue
    ? "ring-2 ring-red-400"
    : selected
      ? "ring-2 ring-brand-500"
      : "ring-1 ring-slate-200";
  return (
    <li
      ref={card}
      aria-current={selected || undefined}
      aria-label={`${grievance.ticketNumber}: ${grievance.subject}`}
      className={`min-w-0 rounded-xl bg-white p-4 ${ring}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold text-slate-500">{grievance.ticketNumber}</p>
          <p className="font-semibold break-words text-ink">{grievance.subject}</p>
          <p className="text-sm text-slate-600">
            {grievance.name}
            {grievance.orderNumber && <> · order #{grievance.orderNumber}</>}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {grievance.status}
        </span>
      </div>
      {grievance.overdue && (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">
          <AlertTriangle className="size-4" aria-hidden />
          Overdue: {grievanceOverdueReasons[grievance.overdue]}
        </p>
      )}
      <Deadlines grievance={grievance} />
      <ContactLinks email={grievance.email} mobile={grievance.mobile} />
      <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
        {grievance.description}
      </p>
      <Thread grievance={grievance} />
      <Actions grievance={grievance} />
    </li>
  );
}

function Deadlines({ grievance }: { grievance: AdminGrievanceType }) {
  const late = grievance.overdue;
  return (
    <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
      <li className="flex items-start gap-1.5">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          Received{" "}
          <time dateTime={grievance.receivedAt}>{dateTime.format(new Date(grievance.receivedAt))}</time>
        </span>
      </li>
      <li className={late === "acknowledgement" ? "font-semibold text-red-700" : undefined}>
        Take up by{" "}
        <time dateTime={grievance.acknowledgeBy}>{dateTime.format(new Date(grievance.acknowledgeBy))}</time>
        {grievance.acknowledgedAt && (
          <>
            {" "}
            · taken up{" "}
            <time dateTime={grievance.acknowledgedAt}>
              {dateTime.format(new Date(grievance.acknowledgedAt))}
            </time>
          </>
        )}
      </li>
      <li className={late === "resolution" ? "font-semibold text-red-700" : undefined}>
        Resolve by <time dateTime={grievance.resolveBy}>{formatDay(grievance.resolveBy)}</time>
        {grievance.resolvedAt && (
          <>
            {" "}
            · resolved{" "}
            <time dateTime={grievance.resolvedAt}>{dateTime.format(new Date(grievance.resolvedAt))}</time>
          </>
        )}
      </li>
    </ul>
  );
}

function Thread({ grievance }: { grievance: AdminGrievanceType }) {
  if (grievance.replies.length === 0) return null;
  return (
    <div className="mt-3">
      <GrievanceMessages
        replies={grievance.replies}
        label={`Messages on ${grievance.ticketNumber}`}
        authorOf={(reply) => (reply.from === "staff" ? reply.author : `${reply.author} (complainant)`)}
      />
    </div>
  );
}

/** Take up, reply (e-mailed to the complainant) and resolve with a note: explicit steps, nothing saves on change. */
function Actions({ grievance }: { grievance: AdminGrievanceType }) {
  const action = useGrievanceAction();
  const run = (next: GrievanceAction, onDone?: () => void) =>
    action.mutate(
      { id: grievance._id, action: next },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone?.();
        },
        onError: (error) => toast.error(errorMessage(error, "That did not work. Please try again.")),
      },
    );
  const resolved = grievance.status === "Resolved";
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      {resolved && grievance.resolution && (
        <p className="flex items-start gap-1.5 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="break-words">Resolution: {grievance.resolution}</span>
        </p>
      )}
      {grievance.status === "Open" && (
        <Button
          size="sm"
          variant="outline"
          loading={action.isPending}
          onClick={() => run({ kind: "acknowledge" })}
        >
          Take up (acknowledge)
        </Button>
      )}
      <ReplyForm ticket={grievance.ticketNumber} pending={action.isPending} onSend={run} />
      {!resolved && <ResolveForm ticket={grievance.ticketNumber} pending={action.isPending} onSend={run} />}
    </div>
  );
}

interface ActionFormProps {
  ticket: string;
  pending: boolean;
  onSend: (action: GrievanceAction, onDone: () => void) => void;
}

function ReplyForm({ ticket, pending, onSend }: ActionFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<GrievanceReplyBodyType>({
    resolver: zodResolver(GrievanceReplyBody),
    defaultValues: { message: "" },
  });
  return (
    <form
      noValidate
      aria-label={`Reply on ${ticket}`}
      onSubmit={handleSubmit(({ message }) => onSend({ kind: "replies", message }, () => reset()))}
      className="grid gap-2"
    >
      <TextAreaField
        label="Reply to the complainant (sent by e-mail)"
        rows={3}
        maxLength={GRIEVANCE_MESSAGE_MAX}
        error={formState.errors.message?.message}
        {...register("message")}
      />
      <Button type="submit" size="sm" loading={pending} className="justify-self-start">
        Send reply
      </Button>
    </form>
  );
}

function ResolveForm({ ticket, pending, onSend }: ActionFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<ResolveGrievanceBodyType>({
    resolver: zodResolver(ResolveGrievanceBody),
    defaultValues: { resolution: "" },
  });
  return (
    <details className="rounded-lg ring-1 ring-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-ink">Resolve…</summary>
      <form
        noValidate
        aria-label={`Resolve ${ticket}`}
        onSubmit={handleSubmit(({ resolution }) => onSend({ kind: "resolve", resolution }, () => reset()))}
        className="grid gap-2 px-3 pb-3"
      >
        <TextAreaField
          label="Resolution note (e-mailed to the complainant)"
          rows={3}
          maxLength={GRIEVANCE_MESSAGE_MAX}
          error={formState.errors.resolution?.message}
          {...register("resolution")}
        />
        <Button type="submit" size="sm" variant="outline" loading={pending} className="justify-self-start">
          Mark resolved
        </Button>
      </form>
    </details>
  );
}
