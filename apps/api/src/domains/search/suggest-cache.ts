import type { SuggestResponseType } from "@vayu/shared/search";
import { oncePerGeneration } from "../../http/once-per-generation";

/** The channel the catalog's triggers notify on every change (migration search_speed). */
export const CATALOG_CHANGED = "search_catalog";

/**
 * Suggestions by normalised query (docs/decisions/100-search.md, "Speed"), all dropped when
 * the catalog changes; the least recently used go first when it is full. An answer computed
 * while the catalog changed is not kept: it may be from before the change. Prices also change
 * with no write when a scheduled sale starts or ends: `nextChange` (read once per generation)
 * says when, and the answers are all dropped then (docs/decisions/275-scheduled-sale-prices.md).
 */
export class SuggestCache {
  readonly #answers = new Map<string, SuggestResponseType>();
  #generation = 0;
  #enabled = true;
  #validUntil = Number.POSITIVE_INFINITY;
  /** The next price change without a write, asked once per generation (a failed ask is asked again). */
  readonly #nextChange: () => Promise<number>;

  constructor(
    private readonly capacity: number,
    nextChange: () => Promise<number> = async () => Number.POSITIVE_INFINITY,
  ) {
    this.#nextChange = oncePerGeneration(() => this.#generation, nextChange);
  }

  async answer(query: string, compute: () => Promise<SuggestResponseType>, now = Date.now()): Promise<SuggestResponseType> {
    if (now >= this.#validUntil) this.clear();
    const cached = this.#answers.get(query);
    if (cached) {
      this.#answers.delete(query);
      this.#answers.set(query, cached);
      return cached;
    }
    const generation = this.#generation;
    const [answer, validUntil] = await Promise.all([compute(), this.#nextChange()]);
    if (this.#enabled && generation === this.#generation) {
      this.#validUntil = Math.min(this.#validUntil, validUntil);
      this.#answers.set(query, answer);
      if (this.#answers.size > this.capacity) this.#answers.delete(this.#answers.keys().next().value!);
    }
    return answer;
  }

  /** The catalog changed. */
  clear(): void {
    this.#generation++;
    this.#answers.clear();
    this.#validUntil = Number.POSITIVE_INFINITY;
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
