/**
 * Turns what a shopper typed into full-text terms (docs/decisions/100-search.md): lower-case,
 * numbers and units as one token, Indian names for the same thing as alternatives, screen and
 * sweep sizes in both units. Pure, so the relevance rules can be read and tested on their own.
 */

/** Lower-case, NFKC (full-width digits, ligatures), single spaces: what is compared, corrected and recorded. */
export function normaliseQuery(raw: string): string {
  return raw.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Writes a number and its unit as one token. The same rules as the SQL function
 * `search_units` that builds the products' documents (migrations search_indexes and
 * search_synonyms), so "40 L", "40 litres", "40 लीटर" and "40l" meet as "40l"; `search.test.ts`
 * checks the two agree. Hindi units are written folded (`foldDevanagari`), as they are met.
 */
const UNIT_RULES: readonly [RegExp, string][] = [
  [/(\d)\s*-?\s*(l|ltrs?|litres?|liters?)\b/g, "$1l"],
  [/(\d)\s*-?\s*(mm|millimetres?|millimeters?)\b/g, "$1mm"],
  [/(\d)\s*-?\s*(w|watts?)\b/g, "$1w"],
  [/(\d)\s*-?\s*(inch(es)?\b|"|''|”)/g, "$1inch"],
  [/(\d)\s*-?\s*(cm|centimetres?|centimeters?)\b/g, "$1cm"],
  [/(\d)\s*-?\s*(ft|feet|foot)\b/g, "$1ft"],
  [/(\d)\s*-?\s*rpm\b/g, "$1rpm"],
  [/(\d)\s*-?\s*लिटर/g, "$1l"],
  [/(\d)\s*-?\s*वाट/g, "$1w"],
  [/(\d)\s*-?\s*इंच/g, "$1inch"],
];

export function joinUnits(text: string): string {
  return UNIT_RULES.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement),
    text.toLowerCase(),
  );
}

/** Shoppers also write "43 in" / "43in" for a screen; catalog text never does, so this is for queries only. */
const queryOnlyInches = /\b(\d{2,3})\s*in\b/g;

/** Screen diagonals as Indian listings quote them (inch -> cm). */
const SCREEN_CM: Readonly<Record<number, number>> = {
  24: 60,
  32: 80,
  40: 100,
  42: 106,
  43: 108,
  50: 126,
  55: 139,
  65: 164,
  75: 189,
};
/** Ceiling and wall fan sweeps as sold (inch -> mm). */
const SWEEP_MM: Readonly<Record<number, number>> = {
  12: 300,
  16: 400,
  18: 450,
  24: 600,
  36: 900,
  42: 1050,
  48: 1200,
  52: 1320,
  56: 1400,
};

const invert = (table: Readonly<Record<number, number>>) =>
  new Map(Object.entries(table).map(([inch, other]) => [other, Number(inch)]));
const SCREEN_INCH = invert(SCREEN_CM);
const SWEEP_INCH = invert(SWEEP_MM);

/** A size in one unit also matches the same size in the other unit listings use. */
function sizeAlternatives(token: string): string[] | undefined {
  const match = /^(\d+)(inch|cm|mm)$/.exec(token);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2];
  const also =
    unit === "inch"
      ? [SCREEN_CM[n] && `${SCREEN_CM[n]}cm`, SWEEP_MM[n] && `${SWEEP_MM[n]}mm`]
      : unit === "cm"
        ? [SCREEN_INCH.has(n) && `${SCREEN_INCH.get(n)}inch`]
        : [SWEEP_INCH.has(n) && `${SWEEP_INCH.get(n)}inch`];
  return [token, ...also.filter((a): a is string => typeof a === "string")];
}

/**
 * Devanagari spellings that shoppers mix up, written one way (docs/decisions/314-hindi-search.md):
 * nukta letters as their plain letters and the nukta dropped, long vowel signs and vowels as
 * the short ones, chandrabindu as anusvara, ZWJ and ZWNJ dropped. The same mapping as the SQL
 * function `search_fold` (migration search_synonyms) that folds the documents; `search.test.ts`
 * checks the two agree. Other scripts pass through unchanged.
 */
const DEVANAGARI_FOLDS: ReadonlyMap<string, string> = new Map([
  ["\u0958", "\u0915"], // क़ -> क
  ["\u0959", "\u0916"], // ख़ -> ख
  ["\u095A", "\u0917"], // ग़ -> ग
  ["\u095B", "\u091C"], // ज़ -> ज
  ["\u095C", "\u0921"], // ड़ -> ड
  ["\u095D", "\u0922"], // ढ़ -> ढ
  ["\u095E", "\u092B"], // फ़ -> फ
  ["\u095F", "\u092F"], // य़ -> य
  ["\u0929", "\u0928"], // ऩ -> न
  ["\u0931", "\u0930"], // ऱ -> र
  ["\u0934", "\u0933"], // ऴ -> ळ
  ["\u0940", "\u093F"], // ी -> ि
  ["\u0942", "\u0941"], // ू -> ु
  ["\u0908", "\u0907"], // ई -> इ
  ["\u090A", "\u0909"], // ऊ -> उ
  ["\u0944", "\u0943"], // ॄ -> ृ
  ["\u0960", "\u090B"], // ॠ -> ऋ
  ["\u0901", "\u0902"], // ँ -> ं
  ["\u093C", ""], // nukta
  ["\u200C", ""], // ZWNJ
  ["\u200D", ""], // ZWJ
]);
const DEVANAGARI_FOLDED = new RegExp([...DEVANAGARI_FOLDS.keys()].join("|"), "gu");

export function foldDevanagari(text: string): string {
  return text.replace(DEVANAGARI_FOLDED, (c) => DEVANAGARI_FOLDS.get(c) ?? c);
}

/**
 * Staff-edited synonyms (`search_synonyms`) as a query reads them: by the folded words of the
 * term ("कूलर" and "कुलर" are one key), each alternative as its folded words joined by a space.
 */
export interface Synonyms {
  readonly byTerm: ReadonlyMap<string, readonly string[]>;
  /** The most words any term has: how far ahead a query's words are looked up together. */
  readonly longest: number;
}

/** Terms and alternatives are read as queries are (units joined, folded); terms that fold alike share their alternatives. */
export function synonymsOf(rows: readonly { term: string; alternatives: readonly string[] }[]): Synonyms {
  const byTerm = new Map<string, string[]>();
  for (const row of rows) {
    const key = tokenise(normaliseQuery(row.term)).join(" ");
    const alternatives = row.alternatives
      .map((alternative) => tokenise(normaliseQuery(alternative)).join(" "))
      .filter((alternative) => alternative.length > 0);
    if (key.length === 0 || alternatives.length === 0) continue;
    byTerm.set(key, [...new Set([...(byTerm.get(key) ?? []), ...alternatives])]);
  }
  return { byTerm, longest: Math.max(0, ...[...byTerm.keys()].map((key) => key.split(" ").length)) };
}

export interface Term {
  /** Each one or more words (space-separated); the term matches when all the words of any of them do. */
  alternatives: readonly string[];
  /** The word the shopper may still be typing: matches words that start with it. */
  prefix: boolean;
}

export interface ParsedQuery {
  terms: Term[];
  /** Words that may be misspelt (folded): letters only, 3 or more, not one we already know a synonym for. */
  correctable: string[];
}

/**
 * Letters-and-digits tokens (a decimal stays whole); everything else, quotes and operators
 * included, separates them. Marks belong to their word: Devanagari vowel signs, virama and
 * anusvara are marks, not letters.
 */
const TOKEN = /\d+\.\d+[\p{L}\p{M}]*|[\p{L}\p{M}\p{N}]+/gu;

/**
 * Pieces of one or two letters (with their marks) joined by dots, an abbreviation: "t.v.",
 * "टी.वी.", "एल.ई.डी." are "tv", "टीवी", "एलईडी".
 */
const abbreviation = /(?<![\p{L}\p{M}])(?:(?:\p{L}\p{M}*){1,2}\.)+(?:\p{L}\p{M}*){1,2}(?![\p{L}\p{M}])/gu;

/** A normalised query's tokens as they are matched: abbreviations closed, Devanagari folded, units joined. */
function tokenise(normalised: string): string[] {
  const closed = normalised.replace(abbreviation, (letters) => letters.replaceAll(".", ""));
  const text = foldDevanagari(closed.replace(queryOnlyInches, "$1inch"));
  return joinUnits(text).match(TOKEN) ?? [];
}

/**
 * Hindi particles a query may hold ("छत का पंखा", "रिमोट वाला कूलर") that no product's
 * words are needed for, as English stop words are not (folded, as tokens are).
 */
const HINDI_PARTICLES: ReadonlySet<string> = new Set(
  ["का", "की", "के", "को", "में", "से", "और", "वाला", "वाली", "वाले", "लिए", "साथ", "wala", "wali", "wale"].map(
    foldDevanagari,
  ),
);

/** The longest run of tokens from `start` that is a synonym's term, and its alternatives. */
function synonymAt(tokens: readonly string[], start: number, synonyms: Synonyms) {
  for (let length = Math.min(synonyms.longest, tokens.length - start); length > 0; length--) {
    const alternatives = synonyms.byTerm.get(tokens.slice(start, start + length).join(" "));
    if (alternatives) return { alternatives, length };
  }
  return undefined;
}

export function parseQuery(normalised: string, synonyms: Synonyms): ParsedQuery {
  const tokens = tokenise(normalised);
  const seen = new Set<string>();
  const terms: Term[] = [];
  const correctable: string[] = [];
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index]!;
    const synonym = synonymAt(tokens, index, synonyms);
    if (!synonym && HINDI_PARTICLES.has(token)) {
      index++;
      continue;
    }
    const length = synonym?.length ?? 1;
    const alternatives = synonym?.alternatives ?? sizeAlternatives(token) ?? [token];
    const last = index + length === tokens.length;
    index += length;
    const key = alternatives.join("|");
    if (seen.has(key)) continue;
    seen.add(key);
    // A unit token is complete as typed ("40l" must not match "40lakh"); a bare word or number may not be.
    const isUnit = !synonym && /^\d+(?:\.\d+)?\p{L}+$/u.test(token) && !/^\d+k$/.test(token);
    terms.push({ alternatives, prefix: last && !isUnit });
    if (!synonym && /^[\p{L}\p{M}]{3,}$/u.test(token)) correctable.push(token);
  }
  return { terms, correctable };
}

const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ":*" : ""}`;

/** One alternative: its words all (`&`), the last a prefix when the term is. */
function alternativeQuery(alternative: string, prefix: boolean): string {
  const words = alternative.split(" ");
  const all = words.map((word, i) => lexeme(word, prefix && i === words.length - 1)).join(" & ");
  return words.length > 1 ? `(${all})` : all;
}

/**
 * The terms as `to_tsquery` text: every term (`&`), any alternative (`|`). Tokens hold only
 * letters, marks, digits and a decimal point, so quoting them is enough to keep operators out.
 */
export function toTsQuery(terms: readonly Term[], join: "&" | "|" = "&"): string {
  return terms
    .map((term) => `(${term.alternatives.map((alternative) => alternativeQuery(alternative, term.prefix)).join(" | ")})`)
    .join(` ${join} `);
}
