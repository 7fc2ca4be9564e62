import { z } from "zod";
import { categorySlug } from "./catalog-paths";
import { optionalUploadedImage } from "./staff-http";

/**
 * Store content in two languages (docs/decisions/313-hindi-content-fields.md): each content row
 * keeps its English columns and a nullable `hi` object with the Hindi texts staff wrote. A
 * public read asked for `?lang=hi` answers Hindi over English field by field and names, in
 * `untranslated`, the fields that stayed English, so the page can mark them `lang="en"`.
 */

export const CONTENT_LANGS = ["en", "hi"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** `?lang=` of the public catalog and content reads: en (the default) or hi. */
export const contentLang = z.enum(CONTENT_LANGS, { message: "lang must be en or hi" }).default("en");
export const langQuery = z.object({ lang: contentLang });
export type LangQuery = z.infer<typeof langQuery>;

/** The fields of a public answer that fell back to English; present only on `?lang=hi` answers. */
export const untranslatedFields = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.array(z.enum(fields)).optional();

/**
 * A Hindi text staff may leave empty (untranslated): trimmed, empty becomes absent, otherwise
 * held to the English field's own limits.
 */
export const hindiText = (field: string, min: number, max: number) =>
  z
    .string({ message: `Hindi ${field} must be text` })
    .trim()
    .max(max, { message: `Hindi ${field} must be at most ${max} characters` })
    .refine((text) => text === "" || text.length >= min, {
      message: min > 1 ? `Hindi ${field} must be at least ${min} characters` : `Hindi ${field} is required`,
    })
    .transform((text) => (text === "" ? undefined : text))
    .optional();

/** The Hindi texts of a product: its title, and its description with the specification lines under their Hindi heading. */
export const ProductHi = z
  .object({ title: z.string().optional(), description: z.string().optional() })
  .strict();
export type ProductHiType = z.infer<typeof ProductHi>;
/** The Hindi name of a category or a subcategory. */
export const CategoryHi = z.object({ name: z.string().optional() }).strict();
export type CategoryHiType = z.infer<typeof CategoryHi>;
/**
 * The Hindi of a banner: its picture's alternative text, which is also its headline, and its
 * picture drawn with Hindi words (docs/decisions/337-hindi-banner-pictures.md).
 */
export const BannerHi = z.object({ alt: z.string().optional(), image: z.string().optional() }).strict();
export type BannerHiType = z.infer<typeof BannerHi>;
/** The Hindi texts of a blog post. */
export const BlogHi = z
  .object({ title: z.string().optional(), description: z.string().optional(), body: z.string().optional() })
  .strict();
export type BlogHiType = z.infer<typeof BlogHi>;
/** The Hindi words of a testimonial; the shopper's name stays as they wrote it. */
export const TestimonialHi = z.object({ message: z.string().optional() }).strict();
export type TestimonialHiType = z.infer<typeof TestimonialHi>;

/** The heading of a Hindi description's specification lines (the English one is "Specifications"). */
export const HINDI_SPECIFICATIONS_HEADING = "विशेषताएँ";

/**
 * `row`'s `fields` in `lang`: English as stored for en; for hi, each field's Hindi text where
 * staff wrote one (not blank), else its English, named in `untranslated`. English answers carry
 * no `untranslated`, so they stay exactly what they were before Hindi existed.
 */
export function localisedContent<R extends Record<F, string>, F extends keyof R & string>(
  row: R,
  hi: Partial<Record<F, string>> | null | undefined,
  lang: ContentLang,
  fields: readonly F[],
): R & { untranslated?: F[] } {
  if (lang === "en") return row;
  const untranslated: F[] = [];
  const out: R & { untranslated?: F[] } = { ...row };
  for (const field of fields) {
    const text = hi?.[field];
    if (typeof text === "string" && text.trim() !== "") out[field] = text as R[F];
    else untranslated.push(field);
  }
  out.untranslated = untranslated;
  return out;
}

/**
 * A category's or subcategory's name in `lang`; a Hindi answer also carries `slug`, the English
 * name's URL segment, so its links stay the English paths under `/hi`.
 */
export function localisedName(
  name: string,
  hi: CategoryHiType | null | undefined,
  lang: ContentLang,
): { name: string; untranslated?: "name"[]; slug?: string } {
  const named = localisedContent({ name }, hi, lang, ["name"]);
  return lang === "en" ? named : { ...named, slug: categorySlug(name) };
}

/** The Hindi object to store: the texts given, or null when none is. */
export function storedHindi<T extends Record<string, string | undefined>>(
  texts: T | null | undefined,
): T | null {
  if (!texts) return null;
  const kept = Object.fromEntries(
    Object.entries(texts).filter(([, text]) => text !== undefined && text !== ""),
  );
  return Object.keys(kept).length > 0 ? (kept as T) : null;
}

/**
 * One Hindi specification row, beside the English row of the same place: both parts empty
 * leave it untranslated (the English row is shown), otherwise held to the English rules.
 */
export const HindiSpecificationRow = z
  .object({
    label: z
      .string({ message: "Hindi specifications: label must be text" })
      .trim()
      .max(40, { message: "Hindi specifications: label must be at most 40 characters" })
      .refine((s) => !s.includes(":"), { message: "Hindi specifications: label cannot contain a colon" }),
    value: z
      .string({ message: "Hindi specifications: value must be text" })
      .trim()
      .max(200, { message: "Hindi specifications: value must be at most 200 characters" })
      .refine((s) => !s.includes("\n"), { message: "Hindi specifications: value must be one line" }),
  })
  .strict()
  .refine((row) => (row.label === "") === (row.value === ""), {
    message: "Hindi specifications: give both the label and the value, or neither",
  });
export type HindiSpecificationRowType = z.infer<typeof HindiSpecificationRow>;

/**
 * The Hindi fields staff send with a product, as its English ones: `description` is the summary,
 * `specifications` the rows beside the English rows, by place.
 */
export const ProductHiBody = z
  .object({
    title: hindiText("title", 1, 200),
    description: hindiText("description", 1, 5000),
    specifications: z
      .array(HindiSpecificationRow, { message: "Hindi specifications must be a list of rows" })
      .max(40, { message: "Hindi specifications can have at most 40 rows" })
      .optional(),
  })
  .strict();
export type ProductHiBodyType = z.infer<typeof ProductHiBody>;
export const CategoryHiBody = z.object({ name: hindiText("name", 2, 60) }).strict();
/** A banner's Hindi texts and its Hindi picture, uploaded like its English one; empty: none (the English picture is shown). */
export const BannerHiBody = z
  .object({ headline: hindiText("headline", 3, 160), image: optionalUploadedImage("Hindi image") })
  .strict();
export const BlogHiBody = z
  .object({
    title: hindiText("title", 5, 160),
    description: hindiText("description", 10, 400),
    body: hindiText("body", 1, 20_000),
  })
  .strict();
export const TestimonialHiBody = z.object({ message: hindiText("message", 10, 600) }).strict();

/** A product's Hindi fields as staff see them, in the shape they send them. */
export const StaffProductHi = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type StaffProductHiType = z.infer<typeof StaffProductHi>;
