// Vitest global setup: one migrated database for the run, which every test file's database
// starts as a copy of (./app.ts) instead of creating and migrating its own (docs/testing.md):
// a PGlite image, or a template database on the PostgreSQL server when TEST_DRIVER=pg.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connectPostgres, migratedPgliteImage } from "../db/client";
import { createTestDatabaseUrl } from "./postgres-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The image's file, or "" when the tests run on the PostgreSQL server. */
    pgliteImage: string;
    /** The template database's name on the PostgreSQL server, or "" on PGlite. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DRIVER === "pg") {
    const template = await createTestDatabaseUrl();
    const database = connectPostgres(template.url);
    await database.migrate();
    await database.close();
    project.provide("pgliteImage", "");
    project.provide("pgTemplate", template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), "vayu-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  project.provide("pgTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
