// The delivery day as order pages write it, without zod: the /track page shows it on its first
// load (docs/decisions/177-lean-first-load.md).
import { intlLocale, type Locale } from "./locale";

const deliveryDays: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat(intlLocale.hi, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};
/** A delivery date (YYYY-MM-DD) as order pages and e-mails write it: "Saturday, 5 December", "शनिवार, 5 दिसंबर". */
export const formatDeliveryDay = (isoDate: string, locale: Locale = "en") =>
  deliveryDays[locale].format(new Date(`${isoDate}T00:00:00Z`));
