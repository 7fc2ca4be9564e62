import { useState, type FormEvent } from "react";
import { Copy, KeyRound, Plus, Power, Send, Trash2, Webhook } from "lucide-react";
import { WEBHOOK_EVENTS, WebhookCreateBody, type WebhookDeliveryType, type WebhookEvent, type WebhookType } from "@vayu/shared/webhooks";
import { Button } from "../../components/ui/Button";
import { CheckboxField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useCreateWebhook, useDeleteWebhook, useRotateSecret, useTestWebhook, useUpdateWebhook, useWebhookDeliveries, useWebhooks } from "./api/webhooks";
import { PanelState } from "./PanelState";

const ist = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

/** A secret just made: shown this once (docs/webhooks.md "Secrets"). */
function SecretNotice({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(secret)
      .then(() => toast.success("Secret copied."))
      .catch(() => toast.error("Copy it by hand: select the secret above."));
  return (
    <section aria-label="New secret" className="min-w-0 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold text-ink">Signing secret for {url}</h3>
      <p className="mt-1 text-sm text-slate-700">Copy it into the receiver now: it is not shown again.</p>
      <code className="mt-2 block break-all rounded bg-white px-2 py-1.5 text-sm ring-1 ring-amber-200">{secret}</code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={copy}>
          <Copy className="size-4" aria-hidden /> Copy secret
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </section>
  );
}

function AddWebhook({ onSecret }: { onSecret: (shown: { url: string; secret: string }) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["order.placed"]);
  const [error, setError] = useState<string>();
  const create = useCreateWebhook();
  const toggle = (event: WebhookEvent, on: boolean) => setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebhookCreateBody.safeParse({ url, events });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        onSecret({ url: answer.webhook.url, secret: answer.secret });
        setUrl("");
      },
      onError: (failure) => setError(errorMessage(failure, "The webhook could not be added. Please try again.")),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Add a webhook" className="grid min-w-0 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold text-ink">Add a webhook</h2>
      <TextField label="Receiver URL" type="url" inputMode="url" placeholder="https://erp.example.in/hooks/vayu" value={url} onChange={(e) => setUrl(e.target.value)} error={error} />
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Events</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {WEBHOOK_EVENTS.map((name) => (
            <CheckboxField key={name} label={name} checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={create.isPending}>
          <Plus className="size-4" aria-hidden /> Add webhook
        </Button>
      </div>
    </form>
  );
}

function answerOf(delivery: WebhookDeliveryType): string {
  const status = delivery.responseStatus === null ? "No answer" : `HTTP ${delivery.responseStatus}`;
  return delivery.response ? `${status}: ${delivery.response}` : status;
}

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const log = useWebhookDeliveries(webhookId);
  return (
    <PanelState query={log} empty="No deliveries yet.">
      {(rows) => (
        <div className="overflow-x-auto">
          <table aria-label="Delivery log" className="w-full text-sm">
            <thead className="text-left text-slate-500">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">Event</th>
                <th scope="col" className="px-2 py-1 font-medium">Status</th>
                <th scope="col" className="px-2 py-1 font-medium">Tries</th>
                <th scope="col" className="px-2 py-1 font-medium">Answer</th>
                <th scope="col" className="px-2 py-1 font-medium">When</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((d) => (
                <tr key={d._id}>
                  <td className="px-2 py-1.5 font-mono text-xs">{d.event}</td>
                  <td className="px-2 py-1.5">
                    {d.status === "queued" && d.nextAttemptAt ? `Retrying ${ist.format(new Date(d.nextAttemptAt))}` : d.status === "delivered" ? "Delivered" : "Failed"}
                  </td>
                  <td className="px-2 py-1.5 tabular-nums">{d.attempts}</td>
                  <td className="max-w-64 break-words px-2 py-1.5">
                    {answerOf(d)}
                    {d.durationMs !== null && <span className="text-slate-500"> ({d.durationMs} ms)</span>}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1.5 text-slate-500">{ist.format(new Date(d.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PanelState>
  );
}

function WebhookCard({ webhook, onSecret }: { webhook: WebhookType; onSecret: (shown: { url: string; secret: string }) => void }) {
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  const failed = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));
  const runTest = () =>
    test.mutate(webhook._id, {
      onSuccess: (delivery) => {
        setShowLog(true);
        if (delivery.status === "delivered") toast.success(`The receiver answered: ${answerOf(delivery)}`);
        else toast.error(`The receiver did not take it: ${answerOf(delivery)}`);
      },
      onError: failed("The test could not be sent. Please try again."),
    });
  const del = () => {
    if (!window.confirm(`Delete the webhook to ${webhook.url} and its delivery log?`)) return;
    remove.mutate(webhook._id, { onError: failed("The webhook could not be deleted. Please try again.") });
  };
  return (
    <li aria-label={webhook.url} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold text-ink">{webhook.url}</p>
          <p className="mt-1 text-sm text-slate-600">
            {webhook.active ? "On" : "Off"} · secret ends …{webhook.secretHint} · {webhook.events.join(", ")}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={runTest} loading={test.isPending} disabled={!webhook.active}>
          <Send className="size-4" aria-hidden /> Test
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={update.isPending}
          onClick={() => update.mutate({ id: webhook._id, patch: { active: !webhook.active } }, { onError: failed("The webhook could not be changed. Please try again.") })}
        >
          <Power className="size-4" aria-hidden /> {webhook.active ? "Switch off" : "Switch on"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={rotate.isPending}
          onClick={() => rotate.mutate(webhook._id, { onSuccess: (a) => onSecret({ url: a.webhook.url, secret: a.secret }), onError: failed("No new secret was made. Please try again.") })}
        >
          <KeyRound className="size-4" aria-hidden /> New secret
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
          {showLog ? "Hide log" : "Delivery log"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={del} loading={remove.isPending}>
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
      {showLog && (
        <div className="mt-3">
          <DeliveryLog webhookId={webhook._id} />
        </div>
      )}
    </li>
  );
}

/**
 * The owner's Webhooks tab (docs/webhooks.md, docs/decisions/317-webhooks.md): add a receiver
 * with its events, see its secret once, switch it off or on, test it, read its delivery log.
 */
export function WebhooksTab() {
  const webhooks = useWebhooks();
  const [shown, setShown] = useState<{ url: string; secret: string }>();
  return (
    <section aria-label="Webhooks" className="grid min-w-0 gap-4">
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <Webhook className="mt-0.5 size-4 shrink-0" aria-hidden />
        Each event is POSTed as signed JSON to the receivers that asked for it, and retried for a day until they answer 2xx.
      </p>
      {shown && <SecretNotice {...shown} onDone={() => setShown(undefined)} />}
      <AddWebhook onSecret={setShown} />
      <PanelState query={webhooks} empty="No webhooks yet.">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((w) => (
              <WebhookCard key={w._id} webhook={w} onSecret={setShown} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}
