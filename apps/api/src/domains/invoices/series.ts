import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { documentSeries, type DocumentKind } from "./tables";

const indiaDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "numeric" });

/** The Indian financial year (April to March, in India's time) of `at`: "2026-27". */
export function financialYearOf(at: Date): string {
  const parts = indiaDate.formatToParts(at);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const PREFIX: Record<DocumentKind, string> = { invoice: "VHA", credit_note: "VCN" };

/** "VHA/26-27/000123": 16 characters, the most rule 46 allows; up to 999,999 documents a year. */
export function serialOf(kind: DocumentKind, financialYear: string, number: number): string {
  if (number > 999_999) throw new Error(`${kind} series ${financialYear} is exhausted`);
  return `${PREFIX[kind]}/${financialYear.slice(2)}/${String(number).padStart(6, "0")}`;
}

/**
 * The next number of a series in `financialYear`. The upsert locks the series row until the
 * caller's transaction ends, so concurrent documents wait their turn and a rollback
 * returns the number: consecutive, no gap, no repeat.
 */
export async function takeNumber(tx: Tx, kind: DocumentKind, financialYear: string): Promise<{ number: number; serial: string }> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentSeries.kind, documentSeries.financialYear], set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  return { number: row!.lastNumber, serial: serialOf(kind, financialYear, row!.lastNumber) };
}
