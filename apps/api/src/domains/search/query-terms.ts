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
 * `search_units` that builds the products' documents (migration search_indexes), so "40 L",
 * "40 litres" and "40l" meet as "40l"; `search.test.ts` checks the two agree.
 */
const UNIT_RULES: readonly [RegExp, string][] = [
  [/(\d)\s*-?\s*(l|ltrs?|litres?|liters?)\b/g, "$1l"],
  [/(\d)\s*-?\s*(mm|millimetres?|millimeters?)\b/g, "$1mm"],
  [/(\d)\s*-?\s*(w|watts?)\b/g, "$1w"],
  [/(\d)\s*-?\s*(inch(es)?\b|"|''|”)/g, "$1inch"],
  [/(\d)\s*-?\s*(cm|centimetres?|centimeters?)\b/g, "$1cm"],
  [/(\d)\s*-?\s*(ft|feet|foot)\b/g, "$1ft"],
  [/(\d)\s*-?\s*rpm\b/g, "$1rpm"],
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

/** Names shoppers in India use for the catalog's words: each key's term matches any of its alternatives. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      [["mixie", "mixi", "mixy", "mixee", "mixers"], ["mixer"]],
      [
        ["tv", "tvs", "telly", "television", "televisions"],
        ["tv", "tvs", "television"],
      ],
      [["aircooler", "aircoolers", "kooler", "coolar"], ["cooler"]],
      [["pankha"], ["fan"]],
      [["sealing", "celling"], ["ceiling"]],
      [
        ["bldc", "brushless"],
        ["bldc", "brushless"],
      ],
      [["uhd"], ["4k"]],
      [["color"], ["colour"]],
    ] as const
  ).flatMap(([keys, alternatives]) => keys.map((key) => [key, alternatives] as const)),
);

export interface Term {
  /** Single words; the term matches when any of them does. */
  alternatives: readonly string[];
  /** The word the shopper may still be typing: matches words that start with it. */
  prefix: boolean;
}

export interface ParsedQuery {
  terms: Term[];
  /** Words that may be misspelt: letters only, 3 or more, not one we already know a synonym for. */
  correctable: string[];
}

/** Letters-and-digits tokens (a decimal stays whole); everything else, quotes and operators included, separates them. */
const TOKEN = /\d+\.\d+[\p{L}]*|[\p{L}\p{N}]+/gu;

export function parseQuery(normalised: string): ParsedQuery {
  const tokens = joinUnits(normalised.replace(queryOnlyInches, "$1inch")).match(TOKEN) ?? [];
  const seen = new Set<string>();
  const terms: Term[] = [];
  const correctable: string[] = [];
  tokens.forEach((token, index) => {
    const synonyms = SYNONYMS.get(token);
    const sizes = sizeAlternatives(token);
    const alternatives = synonyms ?? sizes ?? [token];
    const key = alternatives.join("|");
    if (seen.has(key)) return;
    seen.add(key);
    // A unit token is complete as typed ("40l" must not match "40lakh"); a bare word or number may not be.
    const isUnit = /^\d+(?:\.\d+)?\p{L}+$/u.test(token) && !/^\d+k$/.test(token);
    terms.push({ alternatives, prefix: index === tokens.length - 1 && !isUnit });
    if (!synonyms && /^\p{L}{3,}$/u.test(token)) correctable.push(token);
  });
  return { terms, correctable };
}

const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ":*" : ""}`;

/**
 * The terms as `to_tsquery` text: every term (`&`), any alternative (`|`). Tokens hold only
 * letters, digits and a decimal point, so quoting them is enough to keep operators out.
 */
export function toTsQuery(terms: readonly Term[], join: "&" | "|" = "&"): string {
  return terms
    .map((term) => `(${term.alternatives.map((word) => lexeme(word, term.prefix)).join(" | ")})`)
    .join(` ${join} `);
}
