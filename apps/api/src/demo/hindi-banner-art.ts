import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BannerArt } from "./content-art";
import type { demoOfferBanners } from "./offers";

/**
 * The demo banners' Hindi pictures are drawn once, where Noto Sans Devanagari is installed, and
 * committed (docs/decisions/337-hindi-banner-pictures.md): a store started on a machine without
 * a Devanagari font would draw boxes. `npx tsx apps/api/src/demo/export-web-art.ts` draws them again.
 */

export type OfferName = keyof typeof demoOfferBanners;

/** apps/api/demo-art/banners-hi, from the source (src/demo) or the bundle (dist). */
export const hindiBannerDir = [
  path.resolve(import.meta.dirname, "../../demo-art/banners-hi"),
  path.resolve(import.meta.dirname, "../demo-art/banners-hi"),
].find((dir) => existsSync(dir))!;

/** The full-width (1920 px) Hindi picture of an offer banner. */
export const hindiBannerFile = (name: OfferName) => path.join(hindiBannerDir, `${name}.webp`);

/** Beside the pictures: the words each was drawn with, so a test notices a picture left stale by a catalog change. */
export const hindiBannerWordsFile = () => path.join(hindiBannerDir, "words.json");

export type DrawnWords = Pick<BannerArt, "eyebrow" | "headline" | "subline" | "badge">;

export const drawnWords = ({ eyebrow, headline, subline, badge }: BannerArt): DrawnWords => ({ eyebrow, headline, subline, badge });

export const readHindiBanner = (name: OfferName): Promise<Buffer> => readFile(hindiBannerFile(name));
