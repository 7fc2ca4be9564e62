import { Plural, Trans } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import type { StoreProfile } from "@vayu/shared/site-settings";
import { useSiteText } from "../../components/site-texts";
import { useLocale } from "../../lib/i18n";

/** "2 years", "18 months", optionally followed by ": <terms>": the period staff write (docs/decisions/191-product-warranty.md). */
const PERIOD = /^(\d{1,3})\s*(years?|months?)\b\s*(?:[:;,-]\s*(.*))?$/is;

/**
 * A product's warranty in the page's language: the store's default as the settings word it
 * (its Hindi on Hindi pages), a period staff wrote ("2 years") as the page's plural, and any
 * other words of theirs as written, marked English on Hindi pages (docs/decisions/313-hindi-content-fields.md).
 */
export function ProductWarranty({ warranty, settings }: { warranty: string; settings: StoreProfile }) {
  const locale = useLocale();
  const siteText = useSiteText(settings);
  const english = locale === "en" ? undefined : "en";
  if (warranty === settings.defaultWarranty) {
    const { text, lang } = siteText("defaultWarranty");
    return <span lang={lang}>{text}</span>;
  }
  const period = PERIOD.exec(warranty.trim());
  if (!period) return <span lang={english}>{warranty}</span>;
  const count = Number(period[1]);
  const terms = period[3]?.trim();
  return (
    <span>
      {period[2]!.toLowerCase().startsWith("year") ? (
        <Plural value={count} one="# year" other="# years" />
      ) : (
        <Plural value={count} one="# month" other="# months" />
      )}
      {terms && (
        <>
          {": "}
          <span lang={english}>{terms}</span>
        </>
      )}
    </span>
  );
}

/** The country of origin: India in the page's language, any other as staff wrote it (marked English on Hindi pages). */
export function CountryOfOrigin({ country }: { country: ProductType["countryOfOrigin"] }) {
  const locale = useLocale();
  if (country.trim().toLowerCase() === "india") return <Trans>India</Trans>;
  return <span lang={locale === "en" ? undefined : "en"}>{country}</span>;
}
