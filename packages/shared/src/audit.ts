import { z } from "zod";
import { pageQuery } from "./staff-http";

/** One field a staff action changed, as a person reads it: its label and values in words (amounts in rupees); null where it had none. */
export const AuditChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AuditChangeType = z.infer<typeof AuditChange>;

/**
 * One staff action as the audit log keeps it: who, what, when, the record before and after
 * (JSON as stored), and `changes`, the fields that differ, readable
 * (docs/decisions/188-staff-messages-and-readable-audit.md).
 */
export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changes: z.array(AuditChange),
});
export type AuditEntryType = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /admin/audit: newest first, `entity` and `entityId` narrow it to one kind or one record. */
export const AuditQuery = z.object({
  page: pageQuery,
  entity: z.string().trim().max(40, { message: "entity must be at most 40 characters" }).optional(),
  entityId: z.string().trim().max(100, { message: "entityId must be at most 100 characters" }).optional(),
});
export type AuditQueryType = z.infer<typeof AuditQuery>;

export const AuditResponse = z.object({
  entries: z.array(AuditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditResponseType = z.infer<typeof AuditResponse>;
