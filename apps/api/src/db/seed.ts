import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./client";
import { categories } from "./schema";
import { seedCatalog } from "../domains/catalog/seed";
import { seedContent } from "../domains/content/seed";
import { seedReviews } from "../domains/reviews/seed";

/** Seeds the demo store (catalog, content, and demo buyers' reviews) into a database that has no catalog yet. */
export async function seedIfEmpty(db: Db, dataDir: string, log: Pick<FastifyBaseLogger, "info">) {
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return false;
  const uploadsDir = path.join(dataDir, "uploads");
  const started = Date.now();
  await seedCatalog(db, uploadsDir);
  await seedContent(db, uploadsDir);
  await seedReviews(db);
  log.info(`demo store seeded in ${Date.now() - started} ms`);
  return true;
}
