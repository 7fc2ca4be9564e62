import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeWebpVariants } from "../../images/webp";

/** Banners span the full width of a desktop screen, wider than any catalog image. */
export const BANNER_WIDTH = 1920;

/**
 * Writes a banner with the usual width variants, then replaces the base file with the
 * full 1920 px rendering so wide screens get a sharp hero (the storefront lists it as 1920w).
 */
export async function writeBannerWebp(svg: string, uploadsDir: string, name: string): Promise<string> {
  const url = await writeWebpVariants(svg, uploadsDir, name);
  const full = await sharp(Buffer.from(svg)).resize({ width: BANNER_WIDTH }).webp({ quality: 80 }).toBuffer();
  await writeFile(path.join(uploadsDir, `${name}.webp`), full);
  return url;
}
