import { and, desc, eq } from "drizzle-orm";
import type { Address, AddressInput } from "@vayu/shared/addresses";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/errors";
import { addresses } from "./tables";

type AddressRow = typeof addresses.$inferSelect;

const ADDRESS_NOT_FOUND = "Address not found.";

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    address: row.address,
    city: row.city,
    landmark: row.landmark,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
  };
}

/** The shopper's addresses, newest first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function createAddress(db: DbOrTx, userId: string, input: AddressInput): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({ ...input, userId })
    .returning();
  return toAddress(row!);
}

/** Another shopper's address is a 404, exactly as a missing one: its existence is not revealed. */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set(input)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound(ADDRESS_NOT_FOUND);
}
