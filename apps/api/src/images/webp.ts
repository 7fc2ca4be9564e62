import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";

const LARGEST = IMAGE_WIDTHS.at(-1)!;

/** Vector input is rasterised once, at exactly the largest width, so it stays crisp and cheap. */
async function rasterise(input: Buffer) {
  const meta = await sharp(input).metadata();
  const density = meta.format === "svg" && meta.width ? (72 * LARGEST) / meta.width : undefined;
  const { data, info } = await sharp(input, density ? { density } : {})
    .resize({ width: LARGEST })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Renders an image (SVG markup or any buffer sharp reads) into `uploads/<name>.webp` plus
 * the width variants `imageSrcSet` expects, and returns the public URL of the base file.
 * `name` may contain folders: "products/cooler-1".
 */
export async function writeWebpVariants(
  source: string | Buffer,
  uploadsDir: string,
  name: string,
): Promise<string> {
  const input = typeof source === "string" ? Buffer.from(source) : source;
  const url = `/uploads/${name}.webp`;
  const file = (u: string) => path.join(uploadsDir, u.slice("/uploads/".length));
  await mkdir(path.dirname(file(url)), { recursive: true });
  const image = await rasterise(input);
  const encoded = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      (width === LARGEST ? image.clone() : image.clone().resize({ width }))
        .webp({ quality: 80, effort: 0 })
        .toBuffer(),
    ),
  );
  // The base file is the largest variant under its plain name, for clients without srcset.
  await Promise.all([
    writeFile(file(url), encoded.at(-1)!),
    ...IMAGE_WIDTHS.map((width, i) => writeFile(file(imageVariant(url, width)), encoded[i]!)),
  ]);
  return url;
}
