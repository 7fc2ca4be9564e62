import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatsFor } from "@vayu/shared/formats";
import { isLocale } from "@vayu/shared/locale";
import { rupeesToPaise } from "@vayu/shared/money";

export interface PriceBand {
  label: string;
  min: number | undefined;
  max: number | undefined;
}

const niceStep = (rupees: number) => (rupees >= 20_000 ? 5_000 : rupees >= 5_000 ? 1_000 : 500);
const roundTo = (rupees: number) =>
  Math.max(niceStep(rupees), Math.round(rupees / niceStep(rupees)) * niceStep(rupees));
/** Up to four quick price ranges cut at the category's price quartiles (from the server), on round rupee figures, in `i18n`'s language. */
export function priceBands(quartiles: readonly number[], i18n: I18n): PriceBand[] {
  if (quartiles.length === 0) return [];
  const formats = formatsFor(isLocale(i18n.locale) ? i18n.locale : "en");
  const inr = (rupees: number) => formats.priceShort(rupeesToPaise(rupees));
  const cuts = [...new Set(quartiles.map(roundTo))];
  const bands: PriceBand[] = cuts.map((cut, i) => {
    const previous = cuts[i - 1];
    const upTo = inr(cut);
    return previous === undefined
      ? { label: i18n._(msg`Under ${upTo}`), min: undefined, max: cut }
      : { label: `${inr(previous)} – ${upTo}`, min: previous, max: cut };
  });
  const last = cuts.at(-1)!;
  const top = inr(last);
  return [...bands, { label: i18n._(msg`Over ${top}`), min: last, max: undefined }];
}
