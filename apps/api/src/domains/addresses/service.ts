import { and, desc, eq, ne } from "drizzle-orm";
import type { AddressType, AddressInput } from "@vayu/shared/addresses";
import { PINCODE } from "@vayu/shared/delivery";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import { notDeliveredTo } from "@vayu/shared/pincode";
import { findPincode, pincodeTerms } from "../delivery/index";
import { lastOrderAddressId } from "../orders/index";
import { addresses } from "./tables";

type AddressRow = typeof addresses.$inferSelect;

const ADDRESS_NOT_FOUND = "Address not found.";

export function toAddress(row: AddressRow): AddressType {
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
    isDefault: row.isDefault,
    ...(row.businessName && { businessName: row.businessName }),
    ...(row.gstin && { gstin: row.gstin }),
  };
}

/** The row's columns for what the shopper entered: an empty business name or GSTIN is none. */
const columnsOf = (input: AddressInput) => ({
  ...input,
  businessName: input.businessName || null,
  gstin: input.gstin || null,
});

/** The shopper's addresses: the default first, then newest first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressType[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/**
 * The saved address the shopper's latest order went to, if it is still saved: checkout's choice
 * after the default (docs/decisions/201-checkout-address-choice.md). An order keeps the id of the
 * address it was sent to; an edited address keeps its id, a deleted one counts no more.
 */
export async function lastUsedAddressId(db: DbOrTx, userId: string): Promise<string | null> {
  const latest = await lastOrderAddressId(db, userId);
  if (!latest) return null;
  const [saved] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, latest)));
  return saved?.id ?? null;
}

/**
 * An address in India needs a six-digit pincode that exists (docs/decisions/140-pincode-delivery.md);
 * the 5-6 digit rule of docs/product/messages.md "Address" still answers for other countries.
 */
async function checkIndianPincode(db: DbOrTx, input: AddressInput) {
  if (input.country.trim().toLowerCase() !== "india") return;
  if (!PINCODE.test(input.zipCode)) throw badRequest("Please enter a valid 6-digit pincode.", { field: "zipCode" });
  if (!(await findPincode(db, input.zipCode))) {
    throw badRequest("We could not find this pincode. Please check it and try again.", { field: "zipCode" });
  }
  // A pincode staff marked not serviceable: no order could ever go there (checkout refuses it too).
  if ((await pincodeTerms(db, input.zipCode))?.serviceable === false) {
    throw badRequest(notDeliveredTo(input.zipCode), { field: "zipCode" });
  }
}

export async function createAddress(db: DbOrTx, userId: string, input: AddressInput): Promise<AddressType> {
  await checkIndianPincode(db, input);
  const [row] = await db
    .insert(addresses)
    .values({ ...columnsOf(input), userId })
    .returning();
  return toAddress(row!);
}

/** Another shopper's address is a 404, exactly as a missing one: its existence is not revealed. */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<AddressType> {
  await checkIndianPincode(db, input);
  const [row] = await db
    .update(addresses)
    .set(columnsOf(input))
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

/** Makes one address the shopper's default (checkout chooses it first); the previous default stops being one. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<AddressType> {
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.userId, userId), ne(addresses.id, id));
    await tx.update(addresses).set({ isDefault: false }).where(and(mine, eq(addresses.isDefault, true)));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return toAddress(row);
  });
}
