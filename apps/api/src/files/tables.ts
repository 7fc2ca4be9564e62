import { customType, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded and seeded pictures when the store keeps them in PostgreSQL (docs/decisions/175-several-instances.md "Uploads"). */
export const storedFiles = pgTable("stored_files", {
  /** The path under /uploads/, "staff/<id>-480.webp". */
  path: text().primaryKey(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
