import { intlLocale, type Locale } from "@vayu/shared/locale";

const deliveryDays = new Map<Locale, Intl.DateTimeFormat>();

/** "Sat, 5 Dec" / "शनि, 5 दिस॰": the estimate's days are calendar dates, so read in UTC. */
function deliveryDay(locale: Locale): Intl.DateTimeFormat {
  let format = deliveryDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    deliveryDays.set(locale, format);
  }
  return format;
}

/** An estimate's dates (YYYY-MM-DD) as the product page and checkout both write them: "Sat, 5 Dec – Mon, 7 Dec". */
export function formatEstimate(estimate: { from: string; to: string }, locale: Locale): string {
  const day = (iso: string) => deliveryDay(locale).format(new Date(`${iso}T00:00:00Z`));
  return `${day(estimate.from)} – ${day(estimate.to)}`;
}
