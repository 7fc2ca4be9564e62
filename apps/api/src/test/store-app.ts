import type { Env } from "../config";
import { createTestApp } from "./app";
import { createUser } from "./factories";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type StaffRole = "admin" | "owner" | "catalog_editor";

/**
 * A test app (./app.ts) with a signed-in shopper and a signed-in staff member: the setup
 * most API test files share. `asShopper` and `asStaff` send a request with their token.
 * The staff member is an admin called Meera Iyer unless `staff` says otherwise.
 */
export async function createStoreTestApp(env: Env = {}, { staff: staffAs = {} }: { staff?: { name?: string; role?: StaffRole } } = {}) {
  const t = await createTestApp(env);
  const shopper = await createUser(t.db, t.config.jwtSecret);
  const staff = await createUser(t.db, t.config.jwtSecret, { name: staffAs.name ?? "Meera Iyer", role: staffAs.role ?? "admin" });
  const sendAs =
    (headers: Record<string, string>) =>
    (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload && { payload }) });
  return { ...t, shopper, staff, asShopper: sendAs(shopper.auth), asStaff: sendAs(staff.auth) };
}

export type StoreTestApp = Awaited<ReturnType<typeof createStoreTestApp>>;
