import { useEffect, useState } from "react";
import { Timer } from "lucide-react";
import { messages } from "@vayu/shared/messages";
import { saleTimeLeft } from "@vayu/shared/sale-time";

/**
 * The page's clock, read again every `everyMs` once it is live. The server
 * renders the time left as it renders (a kept page may be a few minutes old, so the browser's
 * first count replaces it: `suppressHydrationWarning` on the text only).
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}

function useTimeLeft(endsAt: string, everyMs: number): string {
  return saleTimeLeft(endsAt, useNow(everyMs));
}

/** "Sale ends in 2d 4h" beside a price a scheduled sale sets (docs/decisions/275-scheduled-sale-prices.md). */
export function SaleEndsIn({ endsAt }: { endsAt: string }) {
  const left = useTimeLeft(endsAt, 1000);
  return (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-3 py-1 text-sm font-semibold text-rose-700 ring-1 ring-rose-200" data-testid="sale-ends-in">
      <Timer className="size-4 shrink-0" aria-hidden />
      <time dateTime={endsAt} suppressHydrationWarning>
        {left ? messages.sales.endsIn(left) : messages.sales.ended}
      </time>
    </p>
  );
}

/** The card's compact badge: "Sale · 2d 4h", counted down by the minute. */
export function SaleBadge({ endsAt }: { endsAt: string }) {
  const left = useTimeLeft(endsAt, 30_000);
  if (!left) return null;
  return (
    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-rose-600 px-2 py-0.5 text-[0.7rem] font-semibold text-white shadow-sm" data-testid="sale-badge">
      <Timer className="size-3" aria-hidden />
      <span className="sr-only">{messages.sales.endsIn(left)}</span>
      <span aria-hidden suppressHydrationWarning>
        {messages.sales.badge} · {left.split(" ")[0]}
      </span>
    </span>
  );
}
