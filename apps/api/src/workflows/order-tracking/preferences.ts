import { sql } from "drizzle-orm";
import type { MessagePreferencesBodyType, MessagePreferencesType } from "@vayu/shared/tracking";
import type { DbOrTx } from "../../db/client";
import { channelChoice } from "./order-messages";
import { messagePreferences } from "./tables";

export async function readPreferences(db: DbOrTx, userId: string): Promise<MessagePreferencesType> {
  const choice = await channelChoice(db, userId);
  return { sms: choice.sms, whatsapp: choice.whatsapp, whatsappOptedInAt: choice.whatsappOptedInAt?.toISOString() ?? null };
}

/**
 * Saves the shopper's choice. Ticking WhatsApp records when they opted in (kept while it
 * stays ticked, as proof of the opt-in Meta asks for); unticking clears it.
 */
export async function savePreferences(db: DbOrTx, userId: string, body: MessagePreferencesBodyType): Promise<MessagePreferencesType> {
  const optedIn = body.whatsapp ? sql`coalesce(${messagePreferences.whatsappOptedInAt}, now())` : sql`null`;
  await db
    .insert(messagePreferences)
    .values({ userId, sms: body.sms, whatsappOptedInAt: body.whatsapp ? sql`now()` : null })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: { sms: body.sms, whatsappOptedInAt: optedIn, updatedAt: sql`now()` } });
  return readPreferences(db, userId);
}
