import type { DbOrTx } from "../../db/client";
import type { EnvironmentDefaults, StoreSettings } from "./store-settings";

/** How an app keeps the settings it read (docs/decisions/183-store-settings.md). */
export interface SettingsSource {
  environment: EnvironmentDefaults;
  /**
   * The public-read cache's generation (docs/decisions/151-public-read-cache.md), which moves
   * on every change any instance commits; null while changes cannot be heard (keep nothing).
   */
  generation(): number | null;
}

interface Kept {
  generation: number;
  settings: Promise<StoreSettings>;
}

const sources = new WeakMap<DbOrTx, SettingsSource>();
const kept = new WeakMap<DbOrTx, Kept>();

/** Called once by the app: its reads of the settings on `db` are kept until the data changes. */
export function keepSettings(db: DbOrTx, source: SettingsSource): void {
  sources.set(db, source);
  kept.delete(db);
}

export function settingsSourceOf(db: DbOrTx): SettingsSource | undefined {
  return sources.get(db);
}

/** The kept settings of `db` while nothing changed since they were read, else `read()`'s, kept. */
export function cachedSettings(db: DbOrTx, read: () => Promise<StoreSettings>): Promise<StoreSettings> {
  const generation = sources.get(db)?.generation() ?? null;
  if (generation === null) return read();
  const entry = kept.get(db);
  if (entry?.generation === generation) return entry.settings;
  const settings = read();
  kept.set(db, { generation, settings });
  // A failed read is not kept: the next caller tries again.
  settings.catch(() => {
    if (kept.get(db)?.settings === settings) kept.delete(db);
  });
  return settings;
}
