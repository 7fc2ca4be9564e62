import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, inArray, not, sql, sum } from "drizzle-orm";
import type { CouponCreateBodyType, CouponPatchBodyType, CouponType } from "@vayu/shared/promotions";
import type { CouponTerms } from "@vayu/shared/discounts";
import { messages } from "@vayu/shared/messages";
import { paiseToRupees, rupeesToPaise } from "@vayu/shared/money";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import { isUniqueViolation } from "../../http/pg-errors";
import { audit } from "../../audit/audit";
import { hasPlacedOrders } from "../orders/index";
import { cartCoupons, couponCodes, couponRedemptions, coupons } from "./tables";

type CouponRow = typeof coupons.$inferSelect;

const COUPON_NOT_FOUND = "Coupon not found.";
const CODE_TAKEN = "There is already a coupon with this code.";

/** The counting states: a held checkout and a placed order both use up a coupon (docs/decisions/270-coupons.md). */
const LIVE = ["held", "used"] as const;

/** A code as typed, found: the coupon, and the single-use code when it was one of those. */
export interface FoundCoupon {
  coupon: CouponRow;
  code: string;
  couponCodeId: string | null;
}

/** The coupon a code names, its own code or one of its single-use codes; undefined: no such code. */
export async function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<FoundCoupon | undefined> {
  const upper = code.trim().toUpperCase();
  const own = db.select().from(coupons).where(sql`upper(${coupons.code}) = ${upper}`);
  const [coupon] = lock ? await own.for("update") : await own;
  if (coupon) return { coupon, code: upper, couponCodeId: null };
  const [single] = await db.select().from(couponCodes).where(sql`upper(${couponCodes.code}) = ${upper}`);
  if (!single) return undefined;
  const parent = db.select().from(coupons).where(eq(coupons.id, single.couponId));
  const [row] = lock ? await parent.for("update") : await parent;
  return row && { coupon: row, code: upper, couponCodeId: single.id };
}

/** A coupon's terms as the pricing function takes them, under the code the shopper typed. */
export function couponTerms({ coupon, code }: Pick<FoundCoupon, "coupon" | "code">): CouponTerms {
  return {
    code,
    kind: coupon.kind,
    value: coupon.value,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minCartValuePaise: coupon.minCartValuePaise,
    productIds: coupon.productIds,
    categoryIds: coupon.categoryIds,
  };
}

/** Who asks, for the checks that depend on the shopper. */
export interface Shopper {
  userId: string;
}

/**
 * Why `found` cannot be used by this shopper now, as the message they see, or null when it
 * can: active, its dates (instants; staff enter them in IST), its total and per-shopper uses
 * (held and used redemptions both count), a single-use code not taken, a first order.
 * The shopper's own held use is not counted: a shopper has one open checkout at most, and
 * their next checkout or COD order replaces it and gives its use back in the same transaction.
 */
export async function couponRefusal(db: DbOrTx, found: FoundCoupon, shopper: Shopper, now = new Date()): Promise<string | null> {
  const { coupon } = found;
  if (!coupon.active) return messages.promotions.couponInactive;
  if (coupon.startsAt && now < coupon.startsAt) return messages.promotions.couponNotStarted;
  if (coupon.endsAt && now >= coupon.endsAt) return messages.promotions.couponExpired;
  if (coupon.firstOrderOnly && (await hasPlacedOrders(db, shopper.userId))) return messages.promotions.couponFirstOrderOnly;
  const live = and(
    eq(couponRedemptions.couponId, coupon.id),
    inArray(couponRedemptions.state, [...LIVE]),
    not(and(eq(couponRedemptions.state, "held"), eq(couponRedemptions.userId, shopper.userId))!),
  );
  if (found.couponCodeId) {
    const [taken] = await db.select({ n: count() }).from(couponRedemptions).where(and(live, eq(couponRedemptions.couponCodeId, found.couponCodeId)));
    if ((taken?.n ?? 0) > 0) return messages.promotions.couponUsedUp;
  }
  if (coupon.totalUses !== null) {
    const [all] = await db.select({ n: count() }).from(couponRedemptions).where(live);
    if ((all?.n ?? 0) >= coupon.totalUses) return messages.promotions.couponUsedUp;
  }
  if (coupon.usesPerShopper !== null) {
    const [mine] = await db.select({ n: count() }).from(couponRedemptions).where(and(live, eq(couponRedemptions.userId, shopper.userId)));
    if ((mine?.n ?? 0) >= coupon.usesPerShopper) return messages.promotions.couponUsedByYou;
  }
  return null;
}

// ---- The cart's coupon ----

/** The code the shopper applied to their cart, or null. */
export async function cartCouponCode(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: cartCoupons.code }).from(cartCoupons).where(eq(cartCoupons.userId, userId));
  return row?.code ?? null;
}

export async function setCartCoupon(db: DbOrTx, userId: string, code: string): Promise<void> {
  const upper = code.toUpperCase();
  await db
    .insert(cartCoupons)
    .values({ userId, code: upper })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { code: upper, appliedAt: new Date() } });
}

/** Takes the coupon off the cart; whether there was one. */
export async function clearCartCoupon(db: DbOrTx, userId: string): Promise<boolean> {
  const removed = await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId)).returning({ userId: cartCoupons.userId });
  return removed.length > 0;
}

/** The cart's coupon as pricing needs it: its terms, and why it cannot be used now (null: it can). Null without a coupon. */
export async function cartCoupon(db: DbOrTx, shopper: Shopper): Promise<{ terms: CouponTerms; refusal: string | null } | null> {
  const code = await cartCouponCode(db, shopper.userId);
  if (!code) return null;
  const found = await findCouponByCode(db, code);
  if (!found) return { terms: { code, kind: "flat", value: 0, maxDiscountPaise: null, minCartValuePaise: null, productIds: [], categoryIds: [] }, refusal: messages.promotions.couponInactive };
  return { terms: couponTerms(found), refusal: await couponRefusal(db, found, shopper) };
}

// ---- Holding and using a coupon with a checkout or an order ----

/** Where a redemption belongs: an open online checkout (held), or an order placed at once (used, cash on delivery). */
export type RedemptionTarget = { paymentOrderId: string } | { orderId: string; orderTotalPaise: number };

/**
 * Takes one use of the coupon `code` for this checkout or order, in the caller's transaction:
 * the coupon's row is locked first, so concurrent checkouts count one after another and the
 * limits hold exactly (docs/decisions/270-coupons.md). Throws 409 with the reason when it cannot.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  code: string,
  shopper: Shopper,
  target: RedemptionTarget,
  discountPaise: number,
): Promise<void> {
  const found = await findCouponByCode(tx, code, true);
  if (!found) throw conflict(messages.promotions.couponInactive, { field: "coupon" });
  const refusal = await couponRefusal(tx, found, shopper);
  if (refusal) throw conflict(refusal, { field: "coupon" });
  const held = "paymentOrderId" in target;
  await tx.insert(couponRedemptions).values({
    couponId: found.coupon.id,
    code: found.code,
    couponCodeId: found.couponCodeId,
    userId: shopper.userId,
    paymentOrderId: held ? target.paymentOrderId : null,
    orderId: held ? null : target.orderId,
    orderTotalPaise: held ? null : target.orderTotalPaise,
    state: held ? "held" : "used",
    discountPaise,
  });
}

/**
 * The order of a paid checkout is placed: its redemption is used. One released meanwhile
 * (the payment came after the hold ran out) is used all the same: the shopper paid the discounted amount.
 */
export async function useHeldRedemption(tx: DbOrTx, paymentOrderId: string, orderId: string, orderTotalPaise: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ state: "used", orderId, orderTotalPaise })
    .where(eq(couponRedemptions.paymentOrderId, paymentOrderId));
}

/** A checkout expired, failed or was replaced: its held use goes back to the coupon. */
export async function releaseHeldRedemption(db: DbOrTx, paymentOrderId: string): Promise<void> {
  await db
    .update(couponRedemptions)
    .set({ state: "released" })
    .where(and(eq(couponRedemptions.paymentOrderId, paymentOrderId), eq(couponRedemptions.state, "held")));
}

/** An order cancelled before it shipped: its use goes back to the coupon (and to the shopper). */
export async function releaseOrderRedemption(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(couponRedemptions)
    .set({ state: "released" })
    .where(and(eq(couponRedemptions.orderId, orderId), inArray(couponRedemptions.state, [...LIVE])));
}

/** The state of the redemptions of a checkout or an order (tests and support). */
export async function redemptionsOf(db: DbOrTx, couponId: string) {
  return db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)).orderBy(asc(couponRedemptions.createdAt));
}

// ---- Staff ----

const money = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
const when = (iso: string | null) => (iso === null ? null : new Date(iso));

function toRow(body: CouponPatchBodyType): Partial<typeof coupons.$inferInsert> {
  const row: Partial<typeof coupons.$inferInsert> = {
    code: body.code,
    kind: body.kind,
    maxDiscountPaise: body.maxDiscount === undefined ? undefined : money(body.maxDiscount),
    minCartValuePaise: body.minCartValue === undefined ? undefined : money(body.minCartValue),
    startsAt: body.startsAt === undefined ? undefined : when(body.startsAt),
    endsAt: body.endsAt === undefined ? undefined : when(body.endsAt),
    totalUses: body.totalUses,
    usesPerShopper: body.usesPerShopper,
    firstOrderOnly: body.firstOrderOnly,
    productIds: body.productIds,
    categoryIds: body.categoryIds,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
}

/** A flat value is rupees in JSON, paise inside; a percentage stays as it is. */
const storedValue = (kind: "percent" | "flat", value: number) => (kind === "flat" ? rupeesToPaise(value) : value);

async function toCoupons(db: DbOrTx, rows: CouponRow[]): Promise<CouponType[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [used, codes, codesUsed] = await Promise.all([
    db
      .select({ id: couponRedemptions.couponId, n: count(), revenue: sum(couponRedemptions.orderTotalPaise) })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, ids), eq(couponRedemptions.state, "used")))
      .groupBy(couponRedemptions.couponId),
    db.select({ id: couponCodes.couponId, n: count() }).from(couponCodes).where(inArray(couponCodes.couponId, ids)).groupBy(couponCodes.couponId),
    db
      .select({ id: couponRedemptions.couponId, n: sql<number>`count(distinct ${couponRedemptions.couponCodeId})`.mapWith(Number) })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, ids), eq(couponRedemptions.state, "used")))
      .groupBy(couponRedemptions.couponId),
  ]);
  const usedBy = new Map(used.map((u) => [u.id, u]));
  const codesBy = new Map(codes.map((c) => [c.id, c.n]));
  const codesUsedBy = new Map(codesUsed.map((c) => [c.id, c.n]));
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "flat" ? paiseToRupees(row.value) : row.value,
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minCartValue: row.minCartValuePaise === null ? null : paiseToRupees(row.minCartValuePaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalUses: row.totalUses,
    usesPerShopper: row.usesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    active: row.active,
    uses: usedBy.get(row.id)?.n ?? 0,
    revenue: paiseToRupees(Number(usedBy.get(row.id)?.revenue ?? 0)),
    singleUseCodes: codesBy.get(row.id) ?? 0,
    singleUseCodesUsed: codesUsedBy.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listCoupons(db: DbOrTx): Promise<CouponType[]> {
  return toCoupons(db, await db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.code)));
}

async function couponById(db: DbOrTx, id: string): Promise<CouponType> {
  const [coupon] = await toCoupons(db, await db.select().from(coupons).where(eq(coupons.id, id)));
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  return coupon;
}

/** A code may not be a coupon's and a single-use code's at once. */
async function refuseTakenCode(db: DbOrTx, code: string, except?: string) {
  const [single] = await db.select({ id: couponCodes.id }).from(couponCodes).where(sql`upper(${couponCodes.code}) = ${code.toUpperCase()}`);
  const [other] = await db.select({ id: coupons.id }).from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  if (single || (other && other.id !== except)) throw conflict(CODE_TAKEN, { field: "code" });
}

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CODE_TAKEN, { field: "code" });
    throw error;
  }
}

export async function createCoupon(db: DbOrTx, actorId: string, body: CouponCreateBodyType): Promise<CouponType> {
  return writing(async () => {
    await refuseTakenCode(db, body.code);
    const [row] = await db
      .insert(coupons)
      .values({ ...toRow(body), code: body.code, kind: body.kind, value: storedValue(body.kind, body.value), createdBy: actorId })
      .returning();
    const coupon = await couponById(db, row!.id);
    await audit(db, { actorId, action: "create", entity: "coupon", entityId: row!.id, after: coupon });
    return coupon;
  });
}

export async function updateCoupon(db: DbOrTx, actorId: string, id: string, body: CouponPatchBodyType): Promise<CouponType> {
  const before = await couponById(db, id);
  const kind = body.kind ?? before.kind;
  if (body.kind !== undefined && body.value === undefined && kind !== before.kind)
    throw conflict("Give the value again when changing the kind.", { field: "value" });
  const value = body.value ?? before.value;
  if (kind === "percent" && (!Number.isInteger(value) || value > 100))
    throw conflict("A percentage must be a whole number from 1 to 100", { field: "value" });
  const startsAt = body.startsAt === undefined ? before.startsAt : body.startsAt;
  const endsAt = body.endsAt === undefined ? before.endsAt : body.endsAt;
  if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt)) throw conflict("Ends at must be after starts at", { field: "endsAt" });
  return writing(async () => {
    if (body.code !== undefined) await refuseTakenCode(db, body.code, id);
    await db
      .update(coupons)
      .set({ ...toRow(body), ...(body.value !== undefined || body.kind !== undefined ? { value: storedValue(kind, value) } : {}) })
      .where(eq(coupons.id, id));
    const after = await couponById(db, id);
    await audit(db, { actorId, action: "update", entity: "coupon", entityId: id, before, after });
    return after;
  });
}

/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** 10 random characters of 31: about 49 bits, unguessable within any rate limit. */
const RANDOM_LENGTH = 10;

function randomCode(): string {
  let out = "";
  for (let i = 0; i < RANDOM_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Generates `count` single-use codes for a coupon (its terms, one use each); how many there are now. */
export async function generateCodes(db: DbOrTx, actorId: string, couponId: string, howMany: number): Promise<CouponType> {
  await couponById(db, couponId);
  let made = 0;
  while (made < howMany) {
    const batch = Array.from({ length: Math.min(500, howMany - made) }, () => ({ couponId, code: randomCode() }));
    const inserted = await db.insert(couponCodes).values(batch).onConflictDoNothing().returning({ id: couponCodes.id });
    made += inserted.length;
  }
  const after = await couponById(db, couponId);
  await audit(db, { actorId, action: "generate-codes", entity: "coupon", entityId: couponId, after: { count: howMany, singleUseCodes: after.singleUseCodes } });
  return after;
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The coupon's single-use codes as CSV: code, used or unused, and when. */
export async function codesCsv(db: DbOrTx, couponId: string): Promise<string> {
  await couponById(db, couponId);
  const rows = await db
    .select({ code: couponCodes.code, usedAt: sql<Date | null>`max(${couponRedemptions.updatedAt})`, used: sql<boolean>`bool_or(${couponRedemptions.state} = 'used')`, held: sql<boolean>`bool_or(${couponRedemptions.state} = 'held')` })
    .from(couponCodes)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponCodeId, couponCodes.id))
    .where(eq(couponCodes.couponId, couponId))
    .groupBy(couponCodes.id, couponCodes.code)
    .orderBy(asc(couponCodes.createdAt), asc(couponCodes.code));
  const lines = rows.map((r) => {
    const status = r.used ? "used" : r.held ? "held" : "unused";
    const at = r.used && r.usedAt ? new Date(r.usedAt).toISOString() : "";
    return [r.code, status, at].map(csvCell).join(",");
  });
  return ["code,status,usedAt", ...lines].join("\n") + "\n";
}
