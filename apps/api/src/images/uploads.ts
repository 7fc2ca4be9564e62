import { randomUUID } from "node:crypto";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "@vayu/shared/catalog";
import { MAX_UPLOAD_BYTES } from "@vayu/shared/staff-catalog";
import type { FileStore } from "../files/file-store";
import { badRequest } from "../http/errors";
import { writeWebpVariants } from "./webp";

export const NOT_A_PICTURE = "file must be a JPEG, PNG, WebP or AVIF picture";
const SEND_A_FILE = "file is required: send one picture as multipart/form-data in the field \"file\"";
const TOO_LARGE = "file must be at most 10 MB";

/** Larger than any camera's photo a product needs; more would only cost memory to decode. */
const MAX_PIXELS = 50_000_000;

/** The formats accepted, as sharp names them once it has read the bytes. */
function acceptedFormat(meta: sharp.Metadata): boolean {
  if (meta.format === "heif") return meta.compression === "av1";
  return meta.format === "jpeg" || meta.format === "png" || meta.format === "webp";
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route reads a multipart body (http/page-session.ts refuses one to any other). */
    takesFiles?: boolean;
  }
}

/**
 * Lets the routes of the plugin it is called in take one picture of at most 10 MB
 * (`readUploadedPicture`). The multipart reader itself is the server's one (http/page-session.ts).
 */
export function acceptPictureUploads(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, takesFiles: true };
  });
}

const ONE_PICTURE = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true };

/** The bytes of the one picture sent in the multipart field "file"; a 400 naming the field otherwise. */
export async function readUploadedPicture(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(SEND_A_FILE, { field: "file" });
  try {
    const part = await request.file(ONE_PICTURE);
    if (!part || part.fieldname !== "file") throw badRequest(SEND_A_FILE, { field: "file" });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw badRequest(TOO_LARGE, { field: "file" });
    if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      throw badRequest("Send one picture at a time.", { field: "file" });
    }
    throw error;
  }
}

export interface StoredPicture {
  url: string;
  format: string;
  /** The source's own size. */
  width: number;
  height: number;
  /** The stored largest variant's size, upright (EXIF orientation applied). */
  storedWidth: number;
  storedHeight: number;
}

/**
 * Checks the bytes decode, whole, as an accepted picture (the name and the declared type
 * are not trusted), then stores it as WebP at the store's widths under `folder`, without its
 * EXIF or any other metadata. Staff's pictures and shoppers' review photos both come here
 * (docs/decisions/332-review-photos.md).
 */
export async function storeUploadedPicture(bytes: Buffer, files: FileStore, folder = "staff"): Promise<StoredPicture> {
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
  const name = path.posix.join(folder, randomUUID());
  const url = await writeWebpVariants(bytes, files, name);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const [uprightWidth, uprightHeight] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  const storedWidth = IMAGE_WIDTHS.at(-1)!;
  return {
    url,
    format: meta.format === "heif" ? "avif" : meta.format!,
    width: meta.width,
    height: meta.height,
    storedWidth,
    storedHeight: Math.round((storedWidth * uprightHeight) / uprightWidth),
  };
}
