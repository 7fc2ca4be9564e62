import { and, asc, desc, gte, sql, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { foldDevanagari, type ParsedQuery } from "./query-terms";
import { searchSynonyms, searchWords } from "./tables";
import type { Param } from "./match";

// Spelling correction against the catalog's own words (`search_words`) and the synonyms'
// one-word terms, for the results page and typeahead alike.

/** Similar enough to be the word the shopper meant; below it, corrections are guesses. */
const CORRECTION_SIMILARITY = 0.4;
/** A long query's later words are left as typed: each correction is a query. */
const MAX_CORRECTIONS = 8;

/** `text` folded as queries and documents are (docs/decisions/314-hindi-search.md). */
const folded = (text: SQLWrapper) => sql`search_fold(${text})`;

/**
 * The word most like `typed` (a folded word), by trigram similarity of the folded words, if
 * any is similar enough: a word of the catalog (`search_words`, its trigram index is on the
 * folded word), else a synonym's one-word term ("कूलर", "pankha"), spelt as written there.
 * The catalog's come first: some terms are misspellings themselves ("celling"), never shown.
 */
export function closestWordQuery(db: DbOrTx, typed: Param) {
  const candidates = db
    .select({ word: searchWords.word, synonym: sql<boolean>`false`.as("synonym") })
    .from(searchWords)
    .where(sql`${folded(searchWords.word)} % ${typed}`)
    .unionAll(
      db
        .select({ word: searchSynonyms.term, synonym: sql<boolean>`true`.as("synonym") })
        .from(searchSynonyms)
        .where(and(sql`strpos(${searchSynonyms.term}, ' ') = 0`, sql`${folded(searchSynonyms.term)} % ${typed}`)),
    )
    .as("candidates");
  const similarity = sql`similarity(${folded(candidates.word)}, ${typed})`;
  return db
    .select({ word: candidates.word })
    .from(candidates)
    .where(gte(similarity, CORRECTION_SIMILARITY))
    .orderBy(asc(candidates.synonym), desc(similarity), asc(candidates.word))
    .limit(1);
}

/** Finds the catalog word most like a typed (folded) one: itself when the catalog has it. */
export type ClosestWord = (typed: string) => Promise<string>;

export const closestWordIn =
  (db: DbOrTx): ClosestWord =>
  async (typed) =>
    (await closestWordQuery(db, typed))[0]?.word ?? typed;

/** A word as the query has it, Devanagari joiners included (folding drops them). */
const WORD = /[\p{L}\p{M}\u200c\u200d]+/gu;

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
  // A word that is already the catalog's (folded alike) stays as the shopper typed it.
  return query.replace(WORD, (word) => {
    const key = foldDevanagari(word);
    const found = closest.get(key);
    return found === undefined || foldDevanagari(found) === key ? word : found;
  });
}
