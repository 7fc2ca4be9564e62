import { inArray } from "drizzle-orm";
import type { CompareResponseType, CompareRowType } from "@vayu/shared/compare";
import { splitDescription, type SpecificationLine } from "@vayu/shared/description";
import { HINDI_SPECIFICATIONS_HEADING, type ContentLang } from "@vayu/shared/localised-content";
import { getSettings } from "../settings/index";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { findProductRows, toProductJson, type ProductRow } from "./product-query";
import { products } from "./tables";

/** Rows are matched by their English label, whatever its case or spacing. */
const keyOf = (label: string) => label.toLowerCase().replace(/\s+/g, " ");
const sameValue = (value: string) => value.toLowerCase().replace(/\s+/g, " ");

interface ProductRows {
  english: SpecificationLine[];
  /** The Hindi row in each English row's place (docs/decisions/313-hindi-content-fields.md). */
  shown: SpecificationLine[];
}

/** A product's specification rows, and the same rows as shown in `lang`. */
function rowsOf(row: ProductRow, lang: ContentLang): ProductRows {
  const english = splitDescription(row.description).specifications;
  if (lang === "en" || !row.hi?.description) return { english, shown: english };
  const hindi = splitDescription(row.hi.description, HINDI_SPECIFICATIONS_HEADING).specifications;
  // Composed from the English rows a place each; rows edited since in English only stay English.
  return { english, shown: hindi.length === english.length ? hindi : english };
}

/**
 * The rows of every product side by side, in the order they first appear, aligned by English
 * label: a product without a row has null there; a row differs when its English values
 * (case and spacing aside) are not all the same, a missing one included. A Hindi answer names
 * what stayed English, so the page can mark it `lang="en"` (docs/decisions/313-hindi-content-fields.md).
 */
export function alignRows(all: readonly ProductRows[], lang: ContentLang = "en"): CompareRowType[] {
  const rows = new Map<
    string,
    { label: string; translated: boolean; values: (string | null)[]; english: (string | null)[]; inEnglish: boolean[] }
  >();
  all.forEach(({ english, shown }, column) => {
    english.forEach((line, index) => {
      const key = keyOf(line.label);
      const here = shown[index] ?? line;
      let row = rows.get(key);
      if (!row) {
        row = {
          label: line.label,
          translated: false,
          values: all.map(() => null),
          english: all.map(() => null),
          inEnglish: all.map(() => false),
        };
        rows.set(key, row);
      }
      // The label in the answer's language: the first product's that translated it.
      if (!row.translated && here.label !== line.label)
        Object.assign(row, { label: here.label, translated: true });
      if (row.values[column] === null) {
        row.values[column] = here.value;
        row.english[column] = line.value;
        row.inEnglish[column] = here.value === line.value;
      }
    });
  });
  return [...rows].map(([key, row]) => ({
    key,
    label: row.label,
    values: row.values,
    differs: new Set(row.english.map((value) => (value === null ? null : sameValue(value)))).size > 1,
    ...(lang === "hi" && {
      untranslated: row.translated ? [] : ["label" as const],
      untranslatedValues: row.inEnglish.flatMap((english, column) => (english ? [column] : [])),
    }),
  }));
}

/**
 * GET /compare (docs/decisions/330-compare-products.md): the shown products of `ids` in the
 * order asked, which must be of one category (400 naming `ids`), and their aligned rows. Ids no
 * shown product has are dropped and named in `missing`; none left is a 404.
 */
export async function compareProducts(
  db: DbOrTx,
  ids: readonly string[],
  lang: ContentLang = "en",
): Promise<CompareResponseType> {
  const found = new Map(
    (await findProductRows(db, inArray(products.id, [...ids]))).map((row) => [row.id, row]),
  );
  const rows = ids.flatMap((id) => found.get(id) ?? []);
  if (rows.length === 0) throw notFound("None of these products can be compared: they are not in the store.");
  const categories = [...new Set(rows.map((row) => row.categoryName))];
  if (categories.length > 1) {
    throw badRequest(`ids: only products of one category can be compared, not ${categories.join(" and ")}`, {
      field: "ids",
    });
  }
  const { defaultWarranty } = await getSettings(db);
  return {
    products: rows.map((row) => toProductJson(row, defaultWarranty, lang)),
    rows: alignRows(rows.map((row) => rowsOf(row, lang)), lang),
    missing: ids.filter((id) => !found.has(id)),
  };
}
