import { z } from "zod";
import { Product } from "./catalog";
import { comparedIds, MAX_COMPARED } from "./compare-ids";
import { contentLang, untranslatedFields } from "./localised-content";

/** GET /compare's query: `ids`, comma-separated product ids (at most four), and `lang`. */
export const compareQuery = z.object({
  ids: z
    .string({ message: "ids is required" })
    .transform(comparedIds)
    .pipe(
      z
        .array(z.uuid({ message: "ids must be product ids separated by commas" }))
        .min(1, { message: "ids: give at least one product id" })
        .max(MAX_COMPARED, { message: `ids: compare at most ${MAX_COMPARED} products` }),
    ),
  lang: contentLang,
});
export type CompareQuery = z.infer<typeof compareQuery>;

/**
 * One specification row across the compared products, aligned by the English label
 * (docs/decisions/330-compare-products.md): `label` in the answer's language, `values` a
 * product each (null where a product has no such row), `differs` when the English values
 * are not all the same.
 */
export const CompareRow = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
  /** On `?lang=hi` answers: `["label"]` when no compared product has the label in Hindi. */
  untranslated: untranslatedFields(["label"]),
  /** On `?lang=hi` answers: the columns whose value is the English one, for want of a Hindi row. */
  untranslatedValues: z.array(z.number().int().nonnegative()).optional(),
});
export type CompareRowType = z.infer<typeof CompareRow>;

/** GET /compare: the products in the order asked, their rows, and the ids asked for that no shown product has. */
export const CompareResponse = z.object({
  products: z.array(Product),
  rows: z.array(CompareRow),
  missing: z.array(z.string()),
});
export type CompareResponseType = z.infer<typeof CompareResponse>;
