import { asc, eq } from "drizzle-orm";
import type { SearchSynonymBodyType, SearchSynonymPatchBodyType, SearchSynonymType } from "@vayu/shared/search";
import { audit } from "../../audit/audit";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { oncePerGeneration } from "../../http/once-per-generation";
import { isUniqueViolation } from "../../http/pg-errors";
import { normaliseQuery, synonymsOf, type Synonyms } from "./query-terms";
import { searchSynonyms } from "./tables";

// Staff-edited synonyms (docs/decisions/314-hindi-search.md): what queries read, kept per
// process until a change is heard, and the staff's list, additions, edits and deletions.

const TERM_TAKEN = "That term already has synonyms: edit it instead.";
const NOT_FOUND = "Synonym not found.";

/** Every synonym as queries read them. */
export async function loadSynonyms(db: DbOrTx): Promise<Synonyms> {
  return synonymsOf(
    await db.select({ term: searchSynonyms.term, alternatives: searchSynonyms.alternatives }).from(searchSynonyms),
  );
}

/**
 * The synonyms, read once and kept until `clear()` (a change heard on `search_catalog`, or
 * this process's own staff write). A read under way when they change is handed to those who
 * asked before the change only. While changes cannot be heard, every query reads them afresh.
 */
export class SynonymCache {
  #generation = 0;
  #enabled = true;
  readonly #kept: () => Promise<Synonyms>;

  constructor(private readonly load: () => Promise<Synonyms>) {
    this.#kept = oncePerGeneration(() => this.#generation, load);
  }

  get(): Promise<Synonyms> {
    return this.#enabled ? this.#kept() : this.load();
  }

  clear(): void {
    this.#generation++;
  }

  disable(): void {
    this.#enabled = false;
    this.clear();
  }

  enable(): void {
    this.clear();
    this.#enabled = true;
  }
}

type Row = typeof searchSynonyms.$inferSelect;

const toJson = (row: Row): SearchSynonymType => ({
  _id: row.id,
  term: row.term,
  alternatives: row.alternatives,
  updatedAt: row.updatedAt.toISOString(),
});

/** Stored as a query is normalised (lower-case, NFKC, single spaces), duplicates dropped. */
const storedAlternatives = (alternatives: readonly string[]) => [...new Set(alternatives.map(normaliseQuery))];

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TERM_TAKEN, { field: "term" });
    throw error;
  }
}

async function synonymById(db: DbOrTx, id: string): Promise<SearchSynonymType> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toJson(row);
}

export async function listSynonyms(db: DbOrTx): Promise<SearchSynonymType[]> {
  return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toJson);
}

export async function createSynonym(db: DbOrTx, actorId: string, body: SearchSynonymBodyType): Promise<SearchSynonymType> {
  return writing(async () => {
    const [row] = await db
      .insert(searchSynonyms)
      .values({ term: normaliseQuery(body.term), alternatives: storedAlternatives(body.alternatives) })
      .returning();
    const after = toJson(row!);
    await audit(db, { actorId, action: "create", entity: "search-synonym", entityId: after._id, after });
    return after;
  });
}

export async function updateSynonym(
  db: DbOrTx,
  actorId: string,
  id: string,
  body: SearchSynonymPatchBodyType,
): Promise<SearchSynonymType> {
  const before = await synonymById(db, id);
  return writing(async () => {
    const [row] = await db
      .update(searchSynonyms)
      .set({
        ...(body.term !== undefined ? { term: normaliseQuery(body.term) } : {}),
        ...(body.alternatives !== undefined ? { alternatives: storedAlternatives(body.alternatives) } : {}),
      })
      .where(eq(searchSynonyms.id, id))
      .returning();
    const after = toJson(row!);
    await audit(db, { actorId, action: "update", entity: "search-synonym", entityId: id, before, after });
    return after;
  });
}

export async function deleteSynonym(db: DbOrTx, actorId: string, id: string): Promise<void> {
  const before = await synonymById(db, id);
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
  await audit(db, { actorId, action: "delete", entity: "search-synonym", entityId: id, before });
}
