import sharp from "sharp";
import type { FileStore } from "../../files/file-store";
import { writeWebpVariants } from "../../images/webp";

/** Banners span the full width of a desktop screen, wider than any catalog image. */
export const BANNER_WIDTH = 1920;

/**
 * Writes a banner (SVG markup or a picture) with the usual width variants, then replaces the base file with the
 * full 1920 px rendering so wide screens get a sharp hero (the storefront lists it as 1920w).
 */
export async function writeBannerWebp(source: string | Buffer, files: Pick<FileStore, "write">, name: string): Promise<string> {
  const url = await writeWebpVariants(source, files, name);
  const full = await sharp(typeof source === "string" ? Buffer.from(source) : source)
    .resize({ width: BANNER_WIDTH })
    .webp({ quality: 80 })
    .toBuffer();
  await files.write(`${name}.webp`, full);
  return url;
}
