import type { FastifyBaseLogger } from "fastify";
import type { FileStore } from "../files/file-store";
import type { Db } from "./client";
import { categories } from "./schema";
import { seedCatalog } from "../domains/catalog/seed";
import { seedContent } from "../domains/content/seed";
import { seedGrievances } from "../domains/grievances/seed";
import { seedReviews } from "../domains/reviews/seed";

/** Seeds the demo store (catalog, content, demo buyers' reviews and a complaint) into a database that has no catalog yet. */
export async function seedIfEmpty(db: Db, files: FileStore, log: Pick<FastifyBaseLogger, "info">) {
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return false;
  const started = Date.now();
  await seedCatalog(db, files);
  await seedContent(db, files);
  await seedReviews(db);
  await seedGrievances(db);
  log.info(`demo store seeded in ${Date.now() - started} ms`);
  return true;
}
