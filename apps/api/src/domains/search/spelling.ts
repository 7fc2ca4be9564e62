import { and, asc, desc, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { ParsedQuery } from "./query-terms";
import { searchWords } from "./tables";
import type { Param } from "./match";

// Spelling correction against the catalog's own words (`search_words`), for the results page
// and typeahead alike.

/** Similar enough to be the word the shopper meant; below it, corrections are guesses. */
const CORRECTION_SIMILARITY = 0.4;
/** A long query's later words are left as typed: each correction is a query. */
const MAX_CORRECTIONS = 8;

/** The catalog word most like `typed` (trigram similarity over `search_words`), if any is similar enough. */
export function closestWordQuery(db: DbOrTx, typed: Param) {
  const similarity = sql`similarity(${searchWords.word}, ${typed})`;
  return db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(sql`${searchWords.word} % ${typed}`, gte(similarity, CORRECTION_SIMILARITY)))
    .orderBy(desc(similarity), asc(searchWords.word))
    .limit(1);
}

/** Finds the catalog word most like a typed one: itself when the catalog has it. */
export type ClosestWord = (typed: string) => Promise<string>;

export const closestWordIn =
  (db: DbOrTx): ClosestWord =>
  async (typed) =>
    (await closestWordQuery(db, typed))[0]?.word ?? typed;

/** The query with each word the catalog does not know replaced by the most similar catalog word. */
export async function correctSpelling(
  closestWord: ClosestWord,
  query: string,
  parsed: ParsedQuery,
): Promise<string> {
  const words = parsed.correctable.slice(0, MAX_CORRECTIONS);
  const closest = new Map(
    await Promise.all(words.map(async (word) => [word, await closestWord(word)] as const)),
  );
  return query.replace(/\p{L}+/gu, (word) => closest.get(word) ?? word);
}
