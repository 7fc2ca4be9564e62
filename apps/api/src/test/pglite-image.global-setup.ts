// Vitest global setup: one migrated PGlite image for the run, which every test file's
// database starts from (./app.ts) instead of creating and migrating its own (docs/testing.md).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The image's file, or "" when the tests run on the PostgreSQL server. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DRIVER === "pg") {
    project.provide("pgliteImage", "");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "vayu-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
