import type { Db } from "../../db/client";

// TODO(scaffold): issue 6 fills in the demo content.
export async function seedContent(_db: Db, _uploadsDir: string): Promise<void> {}
