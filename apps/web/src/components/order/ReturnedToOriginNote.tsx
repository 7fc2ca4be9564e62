import { Undo2 } from "lucide-react";
import { useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";

/** What a shopper reads about an order Returned to origin (docs/decisions/306-return-to-origin.md), on its page and on /track. */
export function ReturnedToOriginNote() {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  return (
    <section aria-label={t`Returned to origin`} className="flex items-start gap-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
      <Undo2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{messages.returnedToOrigin.heading}</p>
        <p className="mt-1">{messages.returnedToOrigin.explanation}</p>
      </div>
    </section>
  );
}
