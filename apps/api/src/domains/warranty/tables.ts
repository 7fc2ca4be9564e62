import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns";
import { orderItems } from "../orders/tables";

/** A delivered order line's warranty, registered by its shopper with the serial number (docs/decisions/334-installation-and-warranty.md). */
export const warrantyRegistrations = pgTable("warranty_registrations", {
  id: id(),
  orderItemId: uuid()
    .notNull()
    .unique()
    .references(() => orderItems.id, { onDelete: "cascade" }),
  serialNumber: text().notNull(),
  ...timestamps,
});
