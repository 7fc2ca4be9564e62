import { useState, type FormEvent } from "react";
import { KeyRound } from "lucide-react";
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ApiKeyCreateBody,
  type ApiKeyScope,
  type ApiKeySummaryType,
} from "@vayu/shared/api-keys";
import { Button } from "../../components/ui/Button";
import { CheckboxField } from "../../components/ui/FormFields";
import { TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/order-format";
import { toast } from "../../lib/toast";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "./api/api-keys";
import { PanelState } from "./PanelState";

/**
 * The owner's API keys for integrations (docs/api-keys.md, docs/decisions/318-api-keys.md): make a
 * named key with scopes, see it once, list the keys with their last use, revoke one.
 */
function NewKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [error, setError] = useState<{ field: "name" | "scopes"; message: string }>();

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((held) => (on ? [...held, scope] : held.filter((other) => other !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyCreateBody.safeParse({ name, scopes });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: issue?.path[0] === "scopes" ? "scopes" : "name", message: issue?.message ?? "Check the key." });
      return;
    }
    setError(undefined);
    create.mutateAsync(parsed.data).then(
      (created) => {
        onCreated(created.key, created.apiKey.name);
        setName("");
        setScopes([]);
      },
      (failure: unknown) => setError({ field: "name", message: errorMessage(failure, "The key could not be made.") }),
    );
  };

  return (
    <form aria-label="New API key" onSubmit={submit} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200" noValidate>
      <h2 className="font-semibold text-ink">New API key</h2>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error?.field === "name" ? error.message : undefined}
        placeholder="Courier order sync"
        autoComplete="off"
      />
      <fieldset aria-describedby={error?.field === "scopes" ? "api-key-scopes-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">What it may do</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={`${API_KEY_SCOPE_LABELS[scope]} (${scope})`}
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.currentTarget.checked)}
            />
          ))}
        </div>
        {error?.field === "scopes" && (
          <p id="api-key-scopes-error" className="mt-1 text-sm text-red-600">
            {error.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="sm" disabled={create.isPending}>
        <KeyRound className="size-4" aria-hidden /> Create key
      </Button>
    </form>
  );
}

function ShownOnce({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  return (
    <section aria-label="The new key" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 className="font-semibold text-ink">{name}: copy the key now</h2>
      <p className="text-sm text-slate-700">
        This is the only time the key is shown. Copy it into the integration&apos;s settings; the store keeps only a
        fingerprint of it. If it is lost, revoke it and make a new one.
      </p>
      <output aria-label="API key" className="block rounded-lg bg-white p-3 font-mono text-sm break-all text-ink ring-1 ring-slate-200">
        {apiKey}
      </output>
      <Button size="sm" variant="outline" onClick={onDone}>
        I have copied it
      </Button>
    </section>
  );
}

const lastUse = (key: ApiKeySummaryType) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never");

function KeyRow({ apiKey }: { apiKey: ApiKeySummaryType }) {
  const revoke = useRevokeApiKey();
  const revokeKey = () => {
    if (!window.confirm(`Revoke the key ${apiKey.name}? Integrations using it stop working at once.`)) return;
    revoke.mutateAsync(apiKey._id).then(
      () => toast.success(`Revoked: ${apiKey.name}.`),
      (error: unknown) => toast.error(errorMessage(error, `${apiKey.name} could not be revoked.`)),
    );
  };
  return (
    <li aria-label={apiKey.name} className="space-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words text-ink">{apiKey.name}</p>
        {apiKey.revokedAt ? (
          <span className="text-slate-600">Revoked {formatDateTime(apiKey.revokedAt)}</span>
        ) : (
          <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={revokeKey}>
            Revoke
          </Button>
        )}
      </div>
      <p className="font-mono break-all text-slate-600">{apiKey.prefix}_…</p>
      <p className="text-slate-700">Scopes: {apiKey.scopes.join(", ")}</p>
      <p className="text-slate-600">
        Made by {apiKey.createdBy.name} on {formatDateTime(apiKey.createdAt)}. Last used: {lastUse(apiKey)}
      </p>
    </li>
  );
}

export function ApiKeysTab() {
  const keys = useApiKeys();
  const [shown, setShown] = useState<{ key: string; name: string }>();
  return (
    <section aria-label="API keys" className="space-y-4">
      <p className="text-sm text-slate-600">
        Keys let other systems (a courier, an accounting tool, a marketplace) use the staff API with only the scopes
        you give them. Send one as <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {shown ? (
        <ShownOnce name={shown.name} apiKey={shown.key} onDone={() => setShown(undefined)} />
      ) : (
        <NewKeyForm onCreated={(key, name) => setShown({ key, name })} />
      )}
      <PanelState query={keys} empty="No API keys yet.">
        {(rows) => (
          <ul aria-label="The store's API keys" className="space-y-2">
            {rows.map((apiKey) => (
              <KeyRow key={apiKey._id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}
