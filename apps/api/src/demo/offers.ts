import { formatPaiseShort, rupeesToPaise } from "@vayu/shared/money";
import { demoProducts, type DemoProduct } from "./catalog-products";
import type { KindKey } from "./catalog-kinds";
import type { BannerArt } from "./content-art";
import { bannerLooks } from "./content-art";

/** What a banner may promise about a set of products: their best discount and lowest price. */
export interface Offer {
  /** The largest discount, rounded down: "up to 23% off" is never more than is true. */
  maxPercentOff: number;
  /** The lowest price a shopper pays, sale prices included. */
  fromRupees: number;
}

export function offerOf(products: readonly Pick<DemoProduct, "price" | "salePrice">[]): Offer {
  if (products.length === 0) throw new Error("an offer needs products");
  const percentOff = (p: Pick<DemoProduct, "price" | "salePrice">) => (p.salePrice === undefined ? 0 : Math.floor(((p.price - p.salePrice) * 100) / p.price));
  return {
    maxPercentOff: Math.max(...products.map(percentOff)),
    fromRupees: Math.min(...products.map((p) => p.salePrice ?? p.price)),
  };
}

const productsOf = (kinds: readonly KindKey[]) => demoProducts.filter((p) => kinds.includes(p.kind));

/** "32, 43 and 55" (or "और" for Hindi): the screen sizes the demo catalog has, from its titles. */
function screenSizes(and = "and"): string {
  const sizes = [...new Set(productsOf(["tv32", "tv43", "tv55"]).map((p) => Number(/\((\d+) inch\)/.exec(p.title)?.[1])))].sort((a, b) => a - b);
  return `${sizes.slice(0, -1).join(", ")} ${and} ${sizes.at(-1)}`;
}

interface DemoBanner {
  name: "coolers" | "fans" | "tvs" | "mixers";
  art: BannerArt;
  alt: string;
  /** The same offer said in Hindi (docs/decisions/313-hindi-content-fields.md). */
  altHi: string;
  /** The picture's words in Hindi, drawn into its Hindi picture (docs/decisions/337-hindi-banner-pictures.md). */
  artHi: BannerArt;
}

/** What a banner says in Hindi: its sale's name, what is on offer (in the sentence and on the picture) and its subline. */
interface HindiOffer {
  title: string;
  what: string;
  /** The appliance on the picture, as shoppers say it: "एयर कूलर", "मिक्सर ग्राइंडर". */
  short: string;
  subline: string;
}

/** A banner whose discount and price come from the demo catalog's own products. */
function offerBanner(
  name: DemoBanner["name"],
  offer: { title: string; kinds: readonly KindKey[]; what: string; subline: string; hi: HindiOffer },
): DemoBanner {
  const { maxPercentOff, fromRupees } = offerOf(productsOf(offer.kinds));
  const from = formatPaiseShort(rupeesToPaise(fromRupees));
  const deal = `up to ${maxPercentOff}% off`;
  return {
    name,
    art: { ...bannerLooks[name], eyebrow: offer.title.toUpperCase(), headline: [offer.what, deal], subline: offer.subline, badge: `From ${from}` },
    alt: `${offer.title}: ${offer.what} ${deal}, from ${from}.`,
    altHi: `${offer.hi.title}: ${offer.hi.what} पर ${maxPercentOff}% तक की छूट, सिर्फ़ ${from} से।`,
    artHi: {
      ...bannerLooks[name],
      eyebrow: offer.hi.title,
      headline: [`${offer.hi.short} पर`, `${maxPercentOff}% तक की छूट`],
      subline: offer.hi.subline,
      badge: `सिर्फ़ ${from} से`,
    },
  };
}

/** The demo store's offer banners, every figure computed from the demo catalog. */
export const demoOfferBanners: Record<DemoBanner["name"], DemoBanner> = {
  coolers: offerBanner("coolers", {
    title: "Summer Cooling Fest",
    kinds: ["desert", "personal", "tower"],
    what: "Air coolers",
    subline: "Desert, tower and personal coolers for every room",
    hi: { title: "गर्मी की ठंडी सेल", what: "हर तरह के कूलर", short: "एयर कूलर", subline: "हर कमरे के लिए डेज़र्ट, टावर और पर्सनल कूलर" },
  }),
  fans: offerBanner("fans", {
    title: "Fan Week",
    kinds: ["ceiling", "table", "pedestal", "wall"],
    what: "Fans",
    subline: "Ceiling, table, pedestal and wall fans, BLDC models too",
    hi: {
      title: "पंखों का हफ़्ता",
      what: "छत, टेबल, स्टैंड और दीवार वाले पंखों",
      short: "पंखों",
      subline: "छत, टेबल, स्टैंड और दीवार वाले पंखे, BLDC मॉडल भी",
    },
  }),
  tvs: offerBanner("tvs", {
    title: "Big Screen Days",
    kinds: ["tv32", "tv43", "tv55"],
    what: "Smart LED TVs",
    subline: `HD Ready and 4K smart TVs in ${screenSizes()} inches`,
    hi: { title: "बड़ी स्क्रीन के दिन", what: "स्मार्ट एलईडी टीवी", short: "स्मार्ट टीवी", subline: `${screenSizes("और")} इंच में HD Ready और 4K स्मार्ट टीवी` },
  }),
  mixers: offerBanner("mixers", {
    title: "Kitchen Carnival",
    kinds: ["mixer500", "mixer750", "juicer"],
    what: "Mixer grinders",
    subline: "Mixer grinders and juicer mixers from 500 W to 1000 W",
    hi: { title: "रसोई का मेला", what: "मिक्सर ग्राइंडर", short: "मिक्सर ग्राइंडर", subline: "500 W से 1000 W तक के मिक्सर ग्राइंडर और जूसर मिक्सर" },
  }),
};
