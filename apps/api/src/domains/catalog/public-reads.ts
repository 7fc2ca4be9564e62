import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PublicReadSource } from "../../http/cache";
import { nextSaleBoundary } from "./sale-prices";
import { nextHoldExpiry } from "./stock";

/** Notified by the triggers of migration 0012 on every change to products and stock holds. */
export const CATALOG_CHANGES_CHANNEL = "public_reads";

/**
 * What the catalog's and content's public answers are read from (docs/decisions/151-public-read-cache.md):
 * the triggers of migration 0012 move `public_reads_version` and notify `public_reads` on
 * every change, stock holds and scheduled sales included; a hold running out changes the stock
 * shown on its own, and a scheduled sale starting or ending the prices (ADR 275).
 */
export function catalogReadSource(db: Db): PublicReadSource {
  return {
    channel: CATALOG_CHANGES_CHANNEL,
    async version() {
      const [row] = await db
        .select({ version: sql<string>`last_value::text || ':' || is_called::text` })
        .from(sql`public_reads_version`);
      return row?.version ?? "";
    },
    async validUntil() {
      const [hold, sale] = await Promise.all([nextHoldExpiry(db), nextSaleBoundary(db)]);
      return Math.min(hold?.getTime() ?? Number.POSITIVE_INFINITY, sale?.getTime() ?? Number.POSITIVE_INFINITY);
    },
  };
}
