import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { useMessages } from "../../lib/i18n";
import type { MessagePreferencesType } from "@vayu/shared/tracking";
import type { FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { toast } from "../../lib/toast";
import { getMessagePreferences, saveMessagePreferences } from "./track-api";

/** The intent of the account page's "Order updates" form. */
export const MESSAGE_PREFERENCES_INTENT = "message-preferences";

/** Keyed by user, as the address book is. */
export function messagePreferencesQuery(userId: string) {
  return queryOptions({
    queryKey: ["message-preferences", userId],
    queryFn: async () => (await getMessagePreferences()).preferences,
    retry: false,
  });
}

/** The form's two checkboxes as the browser posts them: present ("on") when ticked. */
export function preferencesOf(form: FormData) {
  return { sms: form.get("sms") === "on", whatsapp: form.get("whatsapp") === "on" };
}

function Checkbox({ name, label, note, checked }: { name: string; label: string; note?: string; checked: boolean }) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
      <span>
        <span className="font-medium">{label}</span>
        {note && <span className="mt-0.5 block text-slate-500">{note}</span>}
      </span>
    </label>
  );
}

function Choices({ preferences, userId }: { preferences: MessagePreferencesType; userId: string }) {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveMessagePreferences,
    onSuccess: ({ preferences: saved }) => {
      queryClient.setQueryData(messagePreferencesQuery(userId).queryKey, saved);
      toast.success(messages.track.preferencesSaved);
    },
    onError: (error) => toast.error(errorMessage(error, messages.track.trackFailed)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => save.mutate(preferencesOf(new FormData(event.currentTarget)));
  return (
    <PostForm intent={MESSAGE_PREFERENCES_INTENT} onSubmit={submit} className="space-y-4" aria-label={t`Order updates`}>
      <p className="text-sm text-slate-600">{messages.track.preferencesIntro}</p>
      <Checkbox name="sms" label={messages.track.smsLabel} checked={preferences.sms} />
      <Checkbox name="whatsapp" label={messages.track.whatsappLabel} note={messages.track.whatsappNote} checked={preferences.whatsapp} />
      <Button type="submit" disabled={save.isPending}>
        {messages.track.savePreferences}
      </Button>
    </PostForm>
  );
}

/** "Order updates" on the account page: SMS on unless unticked, WhatsApp only once ticked (docs/decisions/300-signed-order-links-and-track-codes.md). */
export function MessagePreferencesForm() {
  const { t } = useLingui();
  const messages = useMessages(buyingMessages);
  const session = useSession();
  const userId = session?.user._id ?? "";
  const preferences = useQuery({ ...messagePreferencesQuery(userId), enabled: Boolean(session) });
  if (!preferences.data) return <p className="text-sm text-slate-500">{preferences.isError ? messages.track.trackFailed : t`Loading…`}</p>;
  return <Choices key={JSON.stringify(preferences.data)} preferences={preferences.data} userId={userId} />;
}
