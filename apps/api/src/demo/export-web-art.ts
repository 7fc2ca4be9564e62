/**
 * Renders the storefront's built-in pictures (fallback banners and blog covers, About page
 * pictures) into apps/web/public/content/, and the demo banners' Hindi pictures into
 * apps/api/demo-art/banners-hi/ (the seed's and the storefront's alike: docs/decisions/337-hindi-banner-pictures.md).
 * The WebP files are committed; run this again after changing a drawing, on a machine with
 * Noto Sans Devanagari: `npx tsx apps/api/src/demo/export-web-art.ts`.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { diskFileStore } from "../files/file-store";
import { writeWebpVariants } from "../images/webp";
import { bannerSvg, coverSvg } from "./content-art";
import { demoOfferBanners } from "./offers";
import { writeBannerWebp } from "../domains/content/images";
import { drawnWords, hindiBannerFile, hindiBannerWordsFile, readHindiBanner, type OfferName } from "./hindi-banner-art";

const publicDir = path.resolve(import.meta.dirname, "../../../web/public");
const files = diskFileStore(publicDir);
const offers = Object.keys(demoOfferBanners) as OfferName[];
const fallbacks = ["fans", "coolers", "tvs"] as const;

// Lossless-looking (quality 90): the seed and the storefront encode their widths from this file again.
await Promise.all(
  offers.map((name) => sharp(Buffer.from(bannerSvg(demoOfferBanners[name].artHi, "hi"))).webp({ quality: 90 }).toFile(hindiBannerFile(name))),
);
const words = Object.fromEntries(offers.map((name) => [name, drawnWords(demoOfferBanners[name].artHi)]));
await writeFile(hindiBannerWordsFile(), `${JSON.stringify(words, null, 2)}\n`);

await Promise.all([
  ...fallbacks.map((name) => writeBannerWebp(bannerSvg(demoOfferBanners[name].art), files, `content/banners/${name}`)),
  ...fallbacks.map(async (name) => writeBannerWebp(await readHindiBanner(name), files, `content/banners/${name}-hi`)),
  writeWebpVariants(coverSvg("shield", ["#dcfce7", "#86efac"]), files, "content/blogs/quality-products"),
  writeWebpVariants(coverSvg("truck", ["#dbeafe", "#93c5fd"]), files, "content/blogs/fast-delivery"),
  writeWebpVariants(coverSvg("payment", ["#ede9fe", "#c4b5fd"]), files, "content/blogs/easy-payment"),
  writeWebpVariants(coverSvg("tag", ["#ffedd5", "#fdba74"]), files, "content/blogs/get-offers"),
  writeWebpVariants(coverSvg("cooler", ["#e0f2fe", "#7dd3fc"], "fan"), files, "content/about/cooling"),
  writeWebpVariants(coverSvg("mixer", ["#fef3c7", "#fcd34d"], "tv"), files, "content/about/kitchen"),
]);
console.log(`pictures written to ${path.join(publicDir, "content")}`);
