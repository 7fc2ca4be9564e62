import type { GrievanceReplyType } from "@vayu/shared/grievances";
import { useFormats } from "../lib/i18n";

/**
 * A complaint's thread, oldest first: the staff console's card and the complainant's page
 * (docs/decisions/185-grievance-replies-and-deadlines.md). Staff messages are tinted.
 */
export function GrievanceMessages({
  replies,
  label,
  authorOf,
}: {
  replies: GrievanceReplyType[];
  label: string;
  authorOf: (reply: GrievanceReplyType) => string;
}) {
  const formats = useFormats();
  return (
    <ol aria-label={label} className="space-y-2">
      {replies.map((reply) => (
        <li
          key={reply._id}
          className={`rounded-lg p-3 text-sm ${reply.from === "staff" ? "bg-brand-50" : "bg-white ring-1 ring-slate-200"}`}
        >
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-ink">{authorOf(reply)}</span> ·{" "}
            <time dateTime={reply.at}>{formats.dateTime(reply.at)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
