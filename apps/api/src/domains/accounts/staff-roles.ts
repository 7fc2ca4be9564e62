import type { FastifyRequest } from "fastify";

/**
 * What each staff role may use (docs/decisions/231-staff-roles.md). "admin" is the stored name
 * of a staff member; a catalog editor reaches only the catalog's routes under /api/admin.
 */
export const STAFF_ACCOUNT_ROLES = ["owner", "admin", "catalog_editor"] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

export const isStaffAccountRole = (role: string | undefined): role is StaffAccountRole =>
  (STAFF_ACCOUNT_ROLES as readonly string[]).includes(role ?? "");

/** The route patterns (below /api/admin) a catalog editor may use: who they are, products with their stock, categories, pictures. */
const CATALOG_EDITOR_ROUTES = [/^\/me$/, /^\/products(\/|$)/, /^\/categories(\/|$)/, /^\/subcategories(\/|$)/, /^\/uploads(\/|$)/];

export const CATALOG_EDITOR_REFUSAL = "Your role can only edit the catalog: products, categories and pictures.";

/** Whether the role may use the staff route this request matched. */
export function roleMayUse(role: StaffAccountRole, request: FastifyRequest): boolean {
  if (role !== "catalog_editor") return true;
  const pattern = request.routeOptions.url ?? "";
  if (!pattern.startsWith("/api/admin/")) return false;
  const below = pattern.slice("/api/admin".length);
  return CATALOG_EDITOR_ROUTES.some((allowed) => allowed.test(below));
}

