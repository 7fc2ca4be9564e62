import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { normalizeEmail } from "@vayu/shared/accounts";
import {
  INVITE_DAYS,
  type StaffAccountsResponseType,
  type StaffInviteBodyType,
  type StaffInviteType,
  type StaffMemberType,
  type StaffRoleBodyType,
} from "@vayu/shared/staff-accounts";
import { staffSecondFactors } from "./staff-mfa/tables";
import type { DbOrTx } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import type { Mailer } from "../../mail/outbox";
import { staffInviteEmail } from "./mail-templates";
import { hashNewPassword } from "./passwords";
import { audit } from "../../audit/audit";
import { staffInvites, users } from "./tables";
import { currentMailStore } from "../settings/index";

const STAFF_ROLES = ["admin", "owner", "catalog_editor"] as const;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export const inviteMessages = {
  invalid: "This invitation link is not valid. Ask the store's owner for a new one.",
  used: "This invitation has already been used. Log in with the password you chose.",
  expired: "This invitation has expired. Ask the store's owner for a new one.",
} as const;

const toMember = (u: typeof users.$inferSelect, secondFactor = false): StaffMemberType => ({
  _id: u.id,
  name: u.name,
  // Staff join by an e-mailed invitation, so each has an address.
  email: u.email ?? "",
  role: u.role === "owner" || u.role === "catalog_editor" ? u.role : "staff",
  since: u.createdAt.toISOString(),
  secondFactor,
});

/** The stored users.role of a role the owner gives: "admin" is a staff member. */
const storedRole = (role: "staff" | "catalog_editor" | undefined) => (role === "catalog_editor" ? "catalog_editor" : "admin");

const toInvite = (i: typeof staffInvites.$inferSelect): StaffInviteType => ({
  _id: i.id,
  email: i.email,
  name: i.name,
  role: i.role === "catalog_editor" ? "catalog_editor" : "staff",
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
});

/** The staff, owner first, and the invitations still waiting to be accepted. */
export async function listStaffAccounts(db: DbOrTx, now = new Date()): Promise<StaffAccountsResponseType> {
  const [members, invites] = await Promise.all([
    db
      .select({ user: users, enabledAt: staffSecondFactors.enabledAt })
      .from(users)
      .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(sql`${users.role} = 'owner' desc`, asc(users.name)),
    db
      .select()
      .from(staffInvites)
      .where(
        and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)),
      )
      .orderBy(asc(staffInvites.createdAt)),
  ]);
  return { staff: members.map((m) => toMember(m.user, Boolean(m.enabledAt))), invites: invites.map(toInvite) };
}

/** Records an invitation and e-mails its single-use link; the token is only in the e-mail. */
export async function inviteStaff(
  deps: { db: DbOrTx; mailer: Mailer; publicUrl: string },
  actorId: string,
  body: StaffInviteBodyType,
  now = new Date(),
): Promise<StaffInviteType> {
  const email = normalizeEmail(body.email);
  const [existing] = await deps.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (existing && existing.role !== "shopper")
    throw conflict(`${email} is already on the staff.`, { field: "email" });
  const token = randomBytes(32).toString("base64url");
  const invite = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email,
        name: body.name,
        role: storedRole(body.role),
        tokenHash: sha256(token),
        invitedBy: actorId,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
      })
      .returning();
    const invite = toInvite(row!);
    await audit(tx, {
      actorId,
      action: "invite",
      entity: "staff-invite",
      entityId: invite._id,
      after: invite,
    });
    return invite;
  });
  const [inviter] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, actorId));
  await deps.mailer.send(
    staffInviteEmail({
      to: email,
      name: body.name,
      invitedBy: inviter?.name ?? "The store's owner",
      role: body.role ?? "staff",
      link: `${deps.publicUrl}/staff/invite?token=${token}`,
      validDays: INVITE_DAYS,
      store: await currentMailStore(deps.db),
    }),
  );
  return invite;
}

export async function revokeInvite(db: DbOrTx, actorId: string, inviteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
      .returning();
    if (!row) throw notFound("Invitation not found, or already used or withdrawn.");
    await audit(tx, {
      actorId,
      action: "revoke",
      entity: "staff-invite",
      entityId: inviteId,
      before: toInvite(row),
    });
  });
}

/** Takes a staff member's access away at once: their account becomes a shopper's and their sessions end. */
export async function revokeStaff(db: DbOrTx, actorId: string, userId: string): Promise<void> {
  if (userId === actorId) throw forbidden("You cannot revoke your own access.");
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!member || member.role === "shopper") throw notFound("Staff member not found.");
    if (member.role === "owner") throw forbidden("The owner's access cannot be revoked from the console.");
    await tx
      .update(users)
      .set({ role: "shopper", tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await audit(tx, {
      actorId,
      action: "revoke",
      entity: "staff",
      entityId: userId,
      before: toMember(member),
      after: { role: "shopper" },
    });
  });
}

/**
 * Spends an invitation: creates the staff account with the chosen password, or makes an
 * existing shopper account with that e-mail staff (its other sessions end). Single use.
 */
export async function acceptInvite(db: DbOrTx, token: string, password: string, now = new Date()) {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, sha256(token)));
  if (!invite || invite.revokedAt) throw badRequest(inviteMessages.invalid, { field: "token" });
  if (invite.usedAt) throw badRequest(inviteMessages.used, { field: "token" });
  if (invite.expiresAt <= now) throw badRequest(inviteMessages.expired, { field: "token" });
  const passwordHash = await hashNewPassword(password, "password");
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt)))
      .returning({ id: staffInvites.id });
    if (spent.length === 0) throw badRequest(inviteMessages.used, { field: "token" });
    const [existing] = await tx.select().from(users).where(eq(users.email, invite.email)).for("update");
    const [user] = existing
      ? await tx
          .update(users)
          .set({
            role: existing.role === "owner" ? "owner" : invite.role,
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({ name: invite.name, email: invite.email, passwordHash, role: invite.role })
          .returning();
    await audit(tx, {
      actorId: user!.id,
      action: "accept",
      entity: "staff-invite",
      entityId: invite.id,
      before: existing ? { role: existing.role } : null,
      after: toMember(user!),
    });
    return user!;
  });
}

/** The owner changes a member's role (docs/decisions/231-staff-roles.md); the guard reads it on every request, so it applies at once. */
export async function changeStaffRole(db: DbOrTx, actorId: string, userId: string, body: StaffRoleBodyType): Promise<StaffMemberType> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!member || !(STAFF_ROLES as readonly string[]).includes(member.role)) throw notFound("Staff member not found.");
    if (member.role === "owner") throw forbidden("The owner's role cannot be changed from the console.");
    const [updated] = await tx.update(users).set({ role: storedRole(body.role) }).where(eq(users.id, userId)).returning();
    const [factor] = await tx.select({ enabledAt: staffSecondFactors.enabledAt }).from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
    await audit(tx, { actorId, action: "role", entity: "staff", entityId: userId, before: { role: member.role }, after: { role: updated!.role } });
    return toMember(updated!, Boolean(factor?.enabledAt));
  });
}
