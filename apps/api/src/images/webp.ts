import sharp from "sharp";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";
import type { FileStore } from "../files/file-store";

const LARGEST = IMAGE_WIDTHS.at(-1)!;

interface Bitmap {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

function isOpaque({ data }: Bitmap): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

/**
 * Decodes the input once at exactly the largest width (vector input is rasterised there,
 * so it stays crisp). Opaque images drop their alpha channel: resizing and encoding three
 * channels costs about half as much as four.
 */
async function rasterise(input: Buffer): Promise<Bitmap> {
  const meta = await sharp(input).metadata();
  const density = meta.format === "svg" && meta.width ? (72 * LARGEST) / meta.width : undefined;
  // rotate(): a photo is turned as its EXIF orientation says before that metadata is dropped.
  const { data, info } = await sharp(input, density ? { density } : {})
    .rotate()
    .resize({ width: LARGEST })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba: Bitmap = { data, width: info.width, height: info.height, channels: 4 };
  if (!isOpaque(rgba)) return rgba;
  const rgb = await bitmap(rgba).removeAlpha().raw().toBuffer();
  return { ...rgba, data: rgb, channels: 3 };
}

const bitmap = ({ data, width, height, channels }: Bitmap) =>
  sharp(data, { raw: { width, height, channels } });

/**
 * Renders an image (SVG markup or any buffer sharp reads) into `<name>.webp` in `files` plus
 * the width variants `imageSrcSet` expects, and returns the public URL of the base file.
 * `name` may contain folders: "products/cooler-1".
 */
export async function writeWebpVariants(
  source: string | Buffer,
  files: Pick<FileStore, "write">,
  name: string,
): Promise<string> {
  const input = typeof source === "string" ? Buffer.from(source) : source;
  const url = `/uploads/${name}.webp`;
  const file = (u: string) => u.slice("/uploads/".length);
  const image = await rasterise(input);
  // Effort 0: three times faster than the default for files about a third larger (ADR 010).
  const encoded = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      (width === LARGEST ? bitmap(image) : bitmap(image).resize({ width }))
        .webp({ quality: 80, effort: 0 })
        .toBuffer(),
    ),
  );
  // The base file is the largest variant under its plain name, for clients without srcset.
  await Promise.all([
    files.write(file(url), encoded.at(-1)!),
    ...IMAGE_WIDTHS.map((width, i) => files.write(file(imageVariant(url, width)), encoded[i]!)),
  ]);
  return url;
}
