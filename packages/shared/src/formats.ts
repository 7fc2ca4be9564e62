import { intlLocale, type Locale } from "./locale";
import type { Paise } from "./money";

/**
 * Numbers, prices and dates as the store shows them in each language (docs/product/http-contract.md
 * "Languages"): rupees with Indian grouping in both (`₹1,23,456.00`, Latin digits), dates in
 * India's time zone ("25 November 2026", "25 नवंबर 2026").
 */
export interface Formats {
  /** "₹1,23,456.00": always two decimals. */
  price: (paise: Paise) => string;
  /** "₹12,499" for a whole-rupee amount, else two decimals: product cards and prices. */
  priceShort: (paise: Paise) => string;
  number: (value: number) => string;
  /** "25 November 2026" / "25 नवंबर 2026", the day in India. */
  date: (when: string | Date) => string;
  /** "25 Nov 2026, 3:45 pm IST", the time in India. */
  dateTime: (when: string | Date) => string;
}

const IST = "Asia/Kolkata";
const made = new Map<Locale, Formats>();

function make(locale: Locale): Formats {
  const tag = intlLocale[locale];
  const inr = new Intl.NumberFormat(tag, { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const inrWhole = new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(tag);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: IST });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: IST });
  return {
    price: (paise) => inr.format(paise / 100),
    priceShort: (paise) => (paise % 100 === 0 ? inrWhole : inr).format(paise / 100),
    number: (value) => number.format(value),
    date: (when) => day.format(new Date(when)),
    dateTime: (when) => `${moment.format(new Date(when))} IST`,
  };
}

/** The formats of `locale`, made once. */
export function formatsFor(locale: Locale): Formats {
  let formats = made.get(locale);
  if (!formats) made.set(locale, (formats = make(locale)));
  return formats;
}
