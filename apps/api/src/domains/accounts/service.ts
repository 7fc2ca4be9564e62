import type { Db } from "../../db/client";

// TODO(scaffold): issue 3 creates or updates the first admin at start.
export async function ensureAdmin(_db: Db, _admin: { email: string; password: string }): Promise<void> {}
