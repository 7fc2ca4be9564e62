/**
 * Renders the storefront's built-in pictures (fallback banners and blog covers, About page
 * pictures) into apps/web/public/content/. The WebP files are committed; run this again
 * after changing a drawing: `npx tsx apps/api/src/demo/export-web-art.ts`.
 */
import path from "node:path";
import { diskFileStore } from "../files/file-store";
import { writeWebpVariants } from "../images/webp";
import { bannerSvg, coverSvg } from "./content-art";
import { demoOfferBanners } from "./offers";
import { writeBannerWebp } from "../domains/content/images";

const publicDir = path.resolve(import.meta.dirname, "../../../web/public");
const files = diskFileStore(publicDir);

await Promise.all([
  ...(["fans", "coolers", "tvs"] as const).map((name) => writeBannerWebp(bannerSvg(demoOfferBanners[name].art), files, `content/banners/${name}`)),
  writeWebpVariants(coverSvg("shield", ["#dcfce7", "#86efac"]), files, "content/blogs/quality-products"),
  writeWebpVariants(coverSvg("truck", ["#dbeafe", "#93c5fd"]), files, "content/blogs/fast-delivery"),
  writeWebpVariants(coverSvg("payment", ["#ede9fe", "#c4b5fd"]), files, "content/blogs/easy-payment"),
  writeWebpVariants(coverSvg("tag", ["#ffedd5", "#fdba74"]), files, "content/blogs/get-offers"),
  writeWebpVariants(coverSvg("cooler", ["#e0f2fe", "#7dd3fc"], "fan"), files, "content/about/cooling"),
  writeWebpVariants(coverSvg("mixer", ["#fef3c7", "#fcd34d"], "tv"), files, "content/about/kitchen"),
]);
console.log(`pictures written to ${path.join(publicDir, "content")}`);
