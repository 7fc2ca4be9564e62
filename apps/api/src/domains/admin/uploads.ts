import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import type { FileStore } from "../../files/file-store";
import { badRequest } from "../../http/errors";
import { writeWebpVariants } from "../../images/webp";

export const NOT_A_PICTURE = "file must be a JPEG, PNG, WebP or AVIF picture";

/** Larger than any camera's photo a product needs; more would only cost memory to decode. */
const MAX_PIXELS = 50_000_000;

/** The formats staff may upload, as sharp names them once it has read the bytes. */
function acceptedFormat(meta: sharp.Metadata): boolean {
  if (meta.format === "heif") return meta.compression === "av1";
  return meta.format === "jpeg" || meta.format === "png" || meta.format === "webp";
}

/**
 * Checks the bytes decode, whole, as an accepted picture (the name and the declared type
 * are not trusted), then stores it as WebP at the store's widths, without its EXIF or any
 * other metadata. Answers the URL of the largest variant.
 */
export async function storeUploadedPicture(bytes: Buffer, files: FileStore): Promise<{ url: string; format: string; width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw badRequest(NOT_A_PICTURE, { field: "file" });
  }
  if (!acceptedFormat(meta) || !meta.width || !meta.height) throw badRequest(NOT_A_PICTURE, { field: "file" });
  if (meta.width * meta.height > MAX_PIXELS) throw badRequest("file has too many pixels: at most 50 megapixels", { field: "file" });
  try {
    // A full decode (sharp fails on libvips' warnings by default): a truncated or corrupt file stops here.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize({ width: 32 }).raw().toBuffer();
  } catch {
    throw badRequest("file is damaged or incomplete: the picture could not be read to its end", { field: "file" });
  }
  const name = path.posix.join("staff", randomUUID());
  const url = await writeWebpVariants(bytes, files, name);
  return { url, format: meta.format === "heif" ? "avif" : meta.format!, width: meta.width, height: meta.height };
}
