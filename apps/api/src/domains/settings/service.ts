import type { Config } from "../../config";
import { eq } from "drizzle-orm";
import { gstinProblem } from "@vayu/shared/gst";
import type { Locale } from "@vayu/shared/locale";
import { fillPolicyText } from "@vayu/shared/policy-texts";
import { policyTitlesHi } from "@vayu/shared/policy-texts-hi";
import type { PolicyPage } from "@vayu/shared/site-settings";
import type { PolicyTextResponseType, StoreSettingsPatchType } from "@vayu/shared/store-settings";
import { policyTitles } from "@vayu/shared/store-settings";
import type { DbOrTx, Tx } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { MailStore } from "../../mail/layout";
import { cachedSettings, settingsSourceOf } from "./cache";
import { storeSettings } from "./tables";
import {
  defaultSettings,
  mailStoreOf,
  mergeSettings,
  toProfile,
  toStored,
  type EnvironmentDefaults,
  type StoreSettings,
  type StoredSettings,
} from "./store-settings";

/** Without an app (scripts, the seed): COD_LIMIT's default and no staff address. */
const BUILT_IN_ENVIRONMENT: EnvironmentDefaults = { codLimitPaise: 5_000_000, staffEmail: "" };

async function readSettings(db: DbOrTx, environment: EnvironmentDefaults): Promise<StoreSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const defaults = defaultSettings(environment);
  if (!row) return defaults;
  return { ...mergeSettings(defaults, row.values), updatedAt: row.updatedAt };
}

/** What the settings default to from the app's configuration: COD_LIMIT and ADMIN_EMAIL. */
export const settingsEnvironment = (config: Pick<Config, "codLimitPaise" | "admin">): EnvironmentDefaults => ({
  codLimitPaise: config.codLimitPaise,
  staffEmail: config.admin?.email ?? "",
});

const environmentOf = (db: DbOrTx) => settingsSourceOf(db)?.environment ?? BUILT_IN_ENVIRONMENT;

/**
 * The store's current settings (docs/decisions/183-store-settings.md): what every price,
 * page, e-mail and invoice uses. Read once per app and kept until any instance commits a
 * change; inside a transaction (`tx`), read afresh from it. A transaction does not know its
 * app's environment (COD_LIMIT, ADMIN_EMAIL): a caller that needs those fields in one passes it.
 */
export function getSettings(db: DbOrTx, environment = environmentOf(db)): Promise<StoreSettings> {
  return cachedSettings(db, () => readSettings(db, environment));
}

/** The settings as they will be saved, refused with the field's name when they do not hold together. */
function checked(settings: StoreSettings): StoreSettings {
  const problem = gstinProblem(settings.gstin, settings.state);
  if (problem) throw badRequest(problem, { field: "gstin" });
  return settings;
}

export interface SettingsChange {
  before: StoreSettings;
  after: StoreSettings;
  /** The top-level fields the patch changed. */
  changed: (keyof StoreSettings)[];
}

/**
 * Applies the owner's `patch` in `tx` (the caller audits in the same transaction). One row,
 * locked while it changes, so two saves at once both land, one after the other.
 */
export async function saveSettings(
  tx: Tx,
  db: DbOrTx,
  patch: StoreSettingsPatchType,
  actorId: string,
): Promise<SettingsChange> {
  await tx.insert(storeSettings).values({ id: 1, values: {} }).onConflictDoNothing();
  const [row] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for("update");
  const stored: StoredSettings = row?.values ?? {};
  const environment = environmentOf(db);
  const before = {
    ...mergeSettings(defaultSettings(environment), stored),
    updatedAt: row?.updatedAt ?? null,
  };
  const changes = toStored(patch);
  const nextStored = mergeSettings(stored, changes);
  const after = checked({
    ...mergeSettings(defaultSettings(environment), nextStored),
    updatedAt: new Date(),
  });
  const [saved] = await tx
    .update(storeSettings)
    .set({ values: nextStored, updatedBy: actorId, updatedAt: after.updatedAt! })
    .where(eq(storeSettings.id, 1))
    .returning({ updatedAt: storeSettings.updatedAt });
  const changed = (Object.keys(changes) as (keyof StoreSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return { before, after: { ...after, updatedAt: saved?.updatedAt ?? after.updatedAt }, changed };
}

/**
 * A policy page's text with the store's figures filled in. In Hindi (docs/decisions/326-hindi-content.md):
 * the owner's Hindi text; the default Hindi while the English is the default too; else the owner's
 * English, named `untranslated` (the default Hindi would not say what the owner's English says).
 */
export async function policyText(db: DbOrTx, page: PolicyPage, lang: Locale = "en"): Promise<PolicyTextResponseType> {
  const settings = await getSettings(db);
  const defaults = defaultSettings(environmentOf(db));
  const saved = settings.updatedAt !== null;
  const englishEdited = saved && settings.policies[page] !== defaults.policies[page];
  const hindiEdited = saved && settings.policiesHi[page] !== defaults.policiesHi[page];
  const hindi = lang === "hi" && (hindiEdited || !englishEdited);
  const edited = hindi ? hindiEdited : englishEdited;
  return {
    page,
    title: hindi ? policyTitlesHi[page] : policyTitles[page],
    text: fillPolicyText(hindi ? settings.policiesHi[page] : settings.policies[page], toProfile(settings), hindi ? "hi" : "en"),
    updatedAt: edited ? settings.updatedAt!.toISOString() : null,
    ...(lang === "hi" ? { untranslated: hindi ? [] : ["text" as const] } : {}),
  };
}

/** The store as its e-mails show it, from the current settings. */
export async function currentMailStore(db: DbOrTx): Promise<MailStore> {
  return mailStoreOf(await getSettings(db));
}
