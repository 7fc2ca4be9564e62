import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { IMAGE_WIDTHS } from "@vayu/shared/catalog";
import type { Db } from "../../db/client";
import type { FileStore } from "../../files/file-store";
import { runEvery } from "../../jobs/run-every";
import { categories, products, subcategories } from "../../domains/catalog/tables";
import { paymentOrders } from "../../domains/checkout/tables";
import { banners, blogs, testimonials } from "../../domains/content/tables";
import { orderItems } from "../../domains/orders/tables";
import { storeSettings } from "../../domains/settings/tables";

const HOUR_MS = 60 * 60 * 1000;
/** An upload gets a day to be saved into the form it was picked for (docs/decisions/162-unused-uploads.md). */
export const UPLOAD_GRACE_MS = 24 * HOUR_MS;

// Only the widths the store makes: an id is a UUID, whose last group may be all digits.
const widthSuffix = new RegExp(`-(?:${IMAGE_WIDTHS.join("|")})\\.webp$`);

/** `/uploads/staff/<id>.webp` for the base file and each of its `-<width>` variants. */
function baseUrlOf(fileName: string): string {
  return `/uploads/staff/${fileName.replace(widthSuffix, ".webp")}`;
}

/**
 * Every staff upload a record still names: the catalog's and the home page's pictures (a
 * banner's Hindi one too: docs/decisions/337-hindi-banner-pictures.md), and
 * the photos frozen into orders and open payments (a shopper's order keeps its pictures),
 * and the store's logo (docs/decisions/183-store-settings.md).
 */
async function referencedUploads(db: Db): Promise<Set<string>> {
  const staffUpload = "/uploads/staff/%";
  const columns = await Promise.all([
    db.select({ url: sql<string>`jsonb_array_elements_text(${products.images})` }).from(products),
    db.select({ url: categories.image }).from(categories),
    db.select({ url: subcategories.image }).from(subcategories),
    db.select({ url: banners.image }).from(banners),
    db.select({ url: sql<string | null>`${banners.hi} ->> 'image'` }).from(banners),
    db.select({ url: blogs.image }).from(blogs),
    db.select({ url: testimonials.image }).from(testimonials),
    db
      .select({ url: orderItems.image })
      .from(orderItems)
      .where(sql`${orderItems.image} like ${staffUpload}`),
    db
      .select({ url: sql<string>`jsonb_array_elements(${paymentOrders.lines}) ->> 'image'` })
      .from(paymentOrders),
    db.select({ url: sql<string | null>`${storeSettings.values} ->> 'logo'` }).from(storeSettings),
  ]);
  return new Set(columns.flat().flatMap(({ url }) => (url?.startsWith("/uploads/staff/") ? [url] : [])));
}

/**
 * Deletes the files of staff uploads that no record names and that are older than the
 * grace period. Answers how many pictures (with all their widths) went.
 */
export async function sweepUnusedUploads(db: Db, files: FileStore, now = Date.now()): Promise<number> {
  const staffFiles = await files.list("staff");
  if (staffFiles.length === 0) return 0;
  const inUse = await referencedUploads(db);
  const deleted = new Set<string>();
  for (const { name, writtenAt } of staffFiles) {
    const url = baseUrlOf(name);
    if (inUse.has(url)) continue;
    if (now - writtenAt.getTime() < UPLOAD_GRACE_MS) continue;
    await files.remove(`staff/${name}`);
    deleted.add(url);
  }
  return deleted.size;
}

/** Sweeps once the app is ready and then hourly, in one instance at a time on a shared server. */
export function scheduleUploadSweeper(app: FastifyInstance) {
  runEvery(app, { everyMs: HOUR_MS, failure: "sweeping unused uploads failed" }, async () => {
    const deleted = await app.database.withExclusiveLock("upload-sweeper", () =>
      sweepUnusedUploads(app.db, app.files),
    );
    if (deleted) app.log.info({ deleted }, "unused staff uploads deleted");
  });
}
