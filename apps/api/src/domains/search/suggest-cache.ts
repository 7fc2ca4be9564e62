import type { SuggestResponseType } from "@vayu/shared/search";

/** The channel the catalog's triggers notify on every change (migration search_speed). */
export const CATALOG_CHANGED = "search_catalog";

/**
 * Suggestions by normalised query (docs/decisions/100-search.md, "Speed"), all dropped when
 * the catalog changes; the least recently used go first when it is full. An answer computed
 * while the catalog changed is not kept: it may be from before the change.
 */
export class SuggestCache {
  readonly #answers = new Map<string, SuggestResponseType>();
  #generation = 0;
  #enabled = true;

  constructor(private readonly capacity: number) {}

  async answer(query: string, compute: () => Promise<SuggestResponseType>): Promise<SuggestResponseType> {
    const cached = this.#answers.get(query);
    if (cached) {
      this.#answers.delete(query);
      this.#answers.set(query, cached);
      return cached;
    }
    const generation = this.#generation;
    const answer = await compute();
    if (this.#enabled && generation === this.#generation) {
      this.#answers.set(query, answer);
      if (this.#answers.size > this.capacity) this.#answers.delete(this.#answers.keys().next().value!);
    }
    return answer;
  }

  /** The catalog changed. */
  clear(): void {
    this.#generation++;
    this.#answers.clear();
  }

  /** Changes can no longer be heard: answer every query from the database from now on. */
  disable(): void {
    this.#enabled = false;
    this.clear();
  }

  /** Changes can be heard again: cache again, none from before. */
  enable(): void {
    this.clear();
    this.#enabled = true;
  }
}
