import type { FastifyBaseLogger } from "fastify";
import type { SeedMode } from "../config";
import type { FileStore } from "../files/file-store";
import type { Db } from "../db/client";
import { categories } from "../db/schema";
import { seedCatalog } from "./catalog";
import { seedContent } from "./content";
import { seedEmiPlans } from "./emi-plans";
import { seedGrievances } from "./grievances";
import { seedReviews } from "./reviews";

/**
 * Seeds a database that has no catalog yet, as SEED_DEMO asks
 * (docs/decisions/193-first-start-and-demo-content.md): the demo store (catalog, content,
 * demo buyers' orders, reviews, a complaint and EMI plans), the categories' scaffolding alone, or nothing.
 * India's pincodes are not demo data and load whatever this says.
 */
export async function seedIfEmpty(
  db: Db,
  files: FileStore,
  log: Pick<FastifyBaseLogger, "info">,
  mode: SeedMode = "demo",
) {
  if (mode === "none") return false;
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return false;
  const started = Date.now();
  if (mode === "categories") {
    await seedCatalog(db, files, { withProducts: false });
    log.info(`categories seeded in ${Date.now() - started} ms`);
    return true;
  }
  await seedCatalog(db, files);
  await seedContent(db, files);
  await seedReviews(db);
  await seedGrievances(db);
  await seedEmiPlans(db);
  log.info(`demo store seeded in ${Date.now() - started} ms`);
  return true;
}
