import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "./text-fields";

/** Staff accounts: the owner invites staff by e-mail and revokes them. */

/** "catalog_editor" uses only the catalog (docs/decisions/231-staff-roles.md); stored as the users.role of the same name. */
export const STAFF_ROLES = ["owner", "staff", "catalog_editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles the owner gives: owners are made on the server only. */
export const INVITABLE_ROLES = ["staff", "catalog_editor"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How long an invitation link works. */
export const INVITE_DAYS = 7;

export const StaffInviteBody = z
  .object({
    email: z
      .email({ message: "email must be an e-mail address" })
      .max(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters` }),
    name: z
      .string({ message: "name is required" })
      .trim()
      .min(2, { message: "name must be at least 2 characters" })
      .max(80, { message: "name must be at most 80 characters" }),
    /** What the invited person may do (docs/decisions/231-staff-roles.md); staff by default. */
    role: z.enum(INVITABLE_ROLES, { message: "role must be staff or catalog_editor" }).optional(),
  })
  .strict();
export type StaffInviteBodyType = z.input<typeof StaffInviteBody>;

/** PATCH /admin/staff/:id: the owner changes a member's role. */
export const StaffRoleBody = z
  .object({ role: z.enum(INVITABLE_ROLES, { message: "role must be staff or catalog_editor" }) })
  .strict();
export type StaffRoleBodyType = z.infer<typeof StaffRoleBody>;

/** POST /auth/staff-invite: the invited person sets their password with the link's token. */
export const AcceptInviteBody = z
  .object({
    token: z
      .string({ message: "token is required" })
      .min(20, { message: "token is not valid" })
      .max(200, { message: "token is not valid" }),
    password: z
      .string({ message: "password is required" })
      .min(8, { message: "password must be at least 8 characters" })
      .max(128, { message: "password must be at most 128 characters" }),
  })
  .strict();
export type AcceptInviteBodyType = z.infer<typeof AcceptInviteBody>;

export const StaffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  since: z.string(),
  /** Whether two-step sign-in is on (docs/decisions/230-staff-second-factor.md). */
  secondFactor: z.boolean(),
});
export type StaffMemberType = z.infer<typeof StaffMember>;

export const StaffInvite = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type StaffInviteType = z.infer<typeof StaffInvite>;

export const StaffAccountsResponse = z.object({ staff: z.array(StaffMember), invites: z.array(StaffInvite) });
export type StaffAccountsResponseType = z.infer<typeof StaffAccountsResponse>;
export const StaffInviteResponse = z.object({ invite: StaffInvite });
export type StaffInviteResponseType = z.infer<typeof StaffInviteResponse>;

/** GET /admin/me: who is at the console, and whether they may manage the staff. */
export const StaffMeResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMeResponseType = z.infer<typeof StaffMeResponse>;

/** GET /auth/staff-role: the signed-in user's staff role, null for a shopper. */
export const StaffRoleResponse = z.object({ role: z.enum(STAFF_ROLES).nullable() });
export type StaffRoleResponseType = z.infer<typeof StaffRoleResponse>;
