import type { Db } from "../../db/client";

// TODO(scaffold): issue 2 fills in the demo catalog.
export async function seedCatalog(_db: Db, _uploadsDir: string): Promise<void> {}
