import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";

export const users = pgTable("users", {
  id: id(),
  name: text().notNull(),
  /** Stored lower-cased so uniqueness and login ignore case; null for an account made with a mobile number (docs/decisions/295-mobile-number-login.md). */
  email: text().unique(),
  /** Null until an account made with a mobile number sets a password with its e-mail. */
  passwordHash: text(),
  /** 10 digits (packages/shared/src/mobile.ts), set once the shopper proved it with a code. */
  phone: text().unique(),
  phoneVerifiedAt: timestamp({ withTimezone: true }),
  /** "admin" is a staff member; the owner is staff who also manages the staff (docs/decisions/161-staff-accounts.md). */
  role: text({ enum: ["shopper", "admin", "owner", "catalog_editor"] }).notNull().default("shopper"),
  /** Bumped on password reset; tokens carry it, so older tokens stop working. */
  tokenVersion: integer().notNull().default(0),
  /** Set when the shopper deleted the account: the row stays for past orders, its personal data erased (docs/decisions/170-account-page.md). */
  deletedAt: timestamp({ withTimezone: true }),
  /** One of the demo store's buyers: `npm run demo:clear` removes them with their orders and reviews (docs/decisions/193-first-start-and-demo-content.md). */
  demo: boolean().notNull().default(false),
  /** The shopper's language ("en" or "hi"), from the Accept-Language of their sign-up: their e-mails and messages are in it (docs/product/http-contract.md "Languages"). */
  locale: text({ enum: ["en", "hi"] }).notNull().default("en"),
  ...timestamps,
});

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * One login: the access token carries its id (`sid`), so logging out, "log out of all
 * devices" and a password change end it on the server (docs/decisions/225-sessions-that-end.md).
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved on by the auth guard at most every few minutes, not on every request. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its token stops working anyway (the token's own expiry). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text().notNull().default(""),
    /** "Chrome on Android", read from the user agent when the session began (English; the list names it in the asker's language from `userAgent`). */
    device: text().notNull().default(""),
    /** The client's address as the server saw it at login; shown partly masked. */
    clientAddress: text().notNull().default(""),
  },
  (t) => [index().on(t.userId)],
);

/**
 * "Forgot password" requests waiting for the background worker: the route writes one row,
 * whether or not the address has an account, and the worker looks the account up, makes the
 * token and queues the e-mail (or nothing) (docs/decisions/221-common-passwords-and-quiet-reset-requests.md).
 */
export const passwordResetRequests = pgTable("password_reset_requests", {
  id: id(),
  /** As typed, normalised; not necessarily anyone's. */
  email: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An owner's invitation to join the staff: a single-use link that expires (docs/decisions/161-staff-accounts.md). */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    /** The users.role the person gets: "admin" (staff) or "catalog_editor" (docs/decisions/231-staff-roles.md). */
    role: text({ enum: ["admin", "catalog_editor"] }).notNull().default("admin"),
    /** SHA-256 of the token in the e-mailed link; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email)],
);

/**
 * One-time codes sent by SMS (docs/decisions/295-mobile-number-login.md): only an HMAC of the
 * code is kept; a code lives 10 minutes, takes 5 wrong tries, and a newer one for the same
 * number and purpose replaces it.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: id(),
    /** 10 digits. */
    phone: text().notNull(),
    /** "login" (POST /auth/otp/*), "add_phone" (a signed-in shopper adding this number) or "close_account" (deleting an account without a password). */
    purpose: text({ enum: ["login", "add_phone", "close_account"] }).notNull(),
    /** The shopper adding the number or closing the account. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    wrongTries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the code was used, burnt by wrong tries, or replaced by a newer one. */
    spentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.phone, t.purpose)],
);
