import { messageLogMessages as m, type MessagingChannelSettingsType } from "@vayu/shared/message-log";
import { LoadError } from "../../components/ui/LoadError";
import { useMessagingSettings } from "./api/messages";

/** One line of a channel's settings; none for a setting the channel does not have. */
function Detail({ label, value, className }: { label: string; value: string | null; className: string }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`${className} text-ink`}>{value}</dd>
    </div>
  );
}

/**
 * Where a template without a provider id goes: the outbox folder when the channel has no
 * provider; with one, a Hindi template it lacks sends the English one (docs/decisions/322-hindi-messages.md).
 */
function unsetTemplate(provider: MessagingChannelSettingsType["provider"], template: string): string {
  if (provider === "outbox") return "written to DATA_DIR/outbox/";
  return template.endsWith("_hi") ? "none: Hindi shoppers get the English template" : "none";
}

/** Settings > Messages (owner): each channel's provider, sender id and template ids, read-only from the environment; never a key. */
export function MessagingSettingsSection() {
  const settings = useMessagingSettings();
  return (
    <section
      aria-labelledby="settings-messaging"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="settings-messaging" className="font-semibold text-ink">
        {m.settingsHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.settingsIntro}</p>
      {settings.isPending ? (
        <div className="mt-3 h-24 animate-pulse rounded-lg bg-slate-100" role="status" aria-label="Loading" />
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {settings.data.channels.map((channel) => (
            <div
              key={channel.channel}
              className="min-w-0 rounded-lg bg-slate-50 p-3"
              aria-label={m.channelNames[channel.channel]}
              role="group"
            >
              <h3 className="text-sm font-semibold text-ink">{m.channelNames[channel.channel]}</h3>
              <dl className="mt-2 space-y-1 text-sm">
                <Detail label="Provider" value={channel.providerName} className="font-medium" />
                <Detail label="Sender id" value={channel.senderId} className="font-mono" />
                <Detail label="Phone number id" value={channel.phoneNumberId} className="font-mono break-all" />
                <Detail label="Template language" value={channel.language} className="font-mono" />
              </dl>
              <table className="mt-2 w-full text-left text-xs">
                <thead>
                  <tr className="text-slate-500">
                    <th className="py-1 pr-3 font-medium">Template</th>
                    <th className="py-1 font-medium">
                      {channel.channel === "sms" ? "Template id" : "Template name"}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {channel.templates.map((t) => (
                    <tr key={t.template}>
                      <td className="py-1 pr-3 font-mono">{t.template}</td>
                      <td className="py-1 font-mono break-all">
                        {t.providerTemplate ?? unsetTemplate(channel.provider, t.template)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
