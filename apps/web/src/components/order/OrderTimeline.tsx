import type { OrderHistoryEntryType } from "@vayu/shared/orders";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormats } from "../../lib/i18n";
import { useOrderTexts } from "./order-texts";

/** A history step, with who made it and who sees its note when the reader may know (staff). */
export interface TimelineEntry extends OrderHistoryEntryType {
  by?: string;
  noteTag?: string | undefined;
}

/**
 * An order's history, oldest first: each change with its date and time in IST. A step that
 * keeps the status (a refund, an approved return) reads as an update to it.
 */
export function OrderTimeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const texts = useOrderTexts();
  return (
    <ol aria-label={label} className="relative">
      {entries.map((entry, index) => {
        const latest = index === entries.length - 1;
        const update = index > 0 && entries[index - 1]!.status === entry.status;
        const by = entry.by;
        return (
          <li key={`${entry.at}-${index}`} className="relative flex gap-3 pb-5 last:pb-0">
            {!latest && <span className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" aria-hidden />}
            <span
              className={`relative mt-1 shrink-0 rounded-full ${update ? "mx-1 size-2 bg-slate-400" : `size-4 ring-4 ${latest ? "bg-brand-600 ring-brand-100" : "bg-slate-300 ring-white"}`}`}
              aria-hidden
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span
                  className={
                    update
                      ? "text-sm font-medium text-slate-600"
                      : `font-semibold ${latest ? "text-ink" : "text-slate-700"}`
                  }
                >
                  {update ? t`Update` : texts.status(entry.status)}
                </span>
                <time dateTime={entry.at} className="text-xs text-slate-600 tabular-nums">
                  {formats.dateTime(entry.at)}
                </time>
              </p>
              {entry.note && <p className="mt-0.5 text-sm break-words text-slate-600">{entry.note}</p>}
              {entry.noteTag && <p className="mt-0.5 text-xs font-medium text-amber-800">{entry.noteTag}</p>}
              {by && (
                <p className="mt-0.5 text-xs text-slate-500">
                  <Trans>by {by}</Trans>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
