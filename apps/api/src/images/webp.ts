import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";

/**
 * Renders an image (SVG markup or any buffer sharp reads) into `uploads/<name>.webp` plus
 * the width variants `imageSrcSet` expects, and returns the public URL of the base file.
 * `name` may contain folders: "products/cooler-1".
 */
export async function writeWebpVariants(source: string | Buffer, uploadsDir: string, name: string): Promise<string> {
  const input = typeof source === "string" ? Buffer.from(source) : source;
  const url = `/uploads/${name}.webp`;
  const file = (u: string) => path.join(uploadsDir, u.slice("/uploads/".length));
  await mkdir(path.dirname(file(url)), { recursive: true });
  const largest = IMAGE_WIDTHS.at(-1)!;
  const [base, ...variants] = await Promise.all([
    sharp(input, { density: 144 }).resize({ width: largest, withoutEnlargement: false }).webp({ quality: 80 }).toBuffer(),
    ...IMAGE_WIDTHS.map((width) => sharp(input, { density: 144 }).resize({ width }).webp({ quality: 78 }).toBuffer()),
  ]);
  await writeFile(file(url), base!);
  await Promise.all(IMAGE_WIDTHS.map((width, i) => writeFile(file(imageVariant(url, width)), variants[i]!)));
  return url;
}
