/**
 * `read` once per generation (what `generationOf` says now): every caller of one generation
 * shares its answer, and the next generation reads afresh. A read that fails is not kept: a
 * generation may last until the next write, and one database hiccup would otherwise fail every
 * caller until then. Used for what moves only with a change the caller hears about (the public
 * read cache's next price change, the search synonyms).
 */
export function oncePerGeneration<T>(generationOf: () => number, read: () => Promise<T>): () => Promise<T> {
  let kept: { generation: number; value: Promise<T> } | undefined;
  return () => {
    const generation = generationOf();
    if (kept?.generation !== generation) {
      const attempt = { generation, value: read() };
      attempt.value.catch(() => {
        if (kept === attempt) kept = undefined;
      });
      kept = attempt;
    }
    return kept.value;
  };
}
