import { messageLogMessages as m, type MessageLogEntryType } from "@vayu/shared/message-log";
import { Button } from "../../components/ui/Button";
import { LoadError } from "../../components/ui/LoadError";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useOrderMessages, useResendMessage } from "./api/messages";
import { OrderPanel as Panel } from "./OrderPanel";

const statusTone: Record<MessageLogEntryType["status"], string> = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};

/** The order's SMS and WhatsApp messages (docs/product/phone-messages.md): what went, what the provider said, and Resend. */
export function OrderMessagesPanel({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  const resend = useResendMessage(orderId);
  return (
    <Panel title={m.heading}>
      {messages.isPending ? (
        <div
          className="h-16 animate-pulse rounded-lg bg-slate-100"
          role="status"
          aria-label="Loading the messages"
        />
      ) : messages.isError ? (
        <LoadError onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <p className="text-sm text-slate-600">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={`${m.heading} of this order`}>
          {messages.data.messages.map((message) => (
            <li
              key={message._id}
              className="py-3 first:pt-0 last:pb-0"
              aria-label={`${m.channelNames[message.channel]} ${message.template}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">
                  {m.channelNames[message.channel]} ·{" "}
                  <span className="font-mono text-xs">{message.template}</span>
                </p>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[message.status]}`}
                >
                  {m.statusNames[message.status]}
                </span>
              </div>
              <p className="text-xs text-slate-600">
                <time dateTime={message.sentAt ?? message.createdAt}>
                  {formatDateTime(message.sentAt ?? message.createdAt)}
                </time>{" "}
                · to {message.to}
                {message.attempts > 0 &&
                  ` · ${message.attempts} failed ${message.attempts === 1 ? "try" : "tries"}`}
              </p>
              {message.providerAnswer && (
                <p className="mt-1 text-xs break-words text-slate-700">{message.providerAnswer}</p>
              )}
              {message.lastError && (
                <p className="mt-1 text-xs break-words text-red-700">{message.lastError}</p>
              )}
              {message.resendable && (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  disabled={resend.isPending}
                  aria-label={`${m.resend} ${m.channelNames[message.channel]} ${message.template}`}
                  onClick={() =>
                    resend.mutate(message._id, {
                      onSuccess: () => toast.success(m.resent),
                      onError: (error) =>
                        toast.error(errorMessage(error, "The message could not be resent.")),
                    })
                  }
                >
                  {m.resend}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
