import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { messages } from "@vayu/shared/messages";
import {
  REVIEWS_PAGE_SIZE,
  STAFF_REVIEWS_PAGE_SIZE,
  type MyReviewResponseType,
  type OwnReviewType,
  type RatingHistogramType,
  type ReviewBodyType,
  type ReviewsQueryType,
  type ReviewsResponseType,
  type ReviewType,
  type StaffReviewsQueryType,
  type StaffReviewsResponseType,
  type StaffReviewPhotoType,
  type StaffReviewType,
  MAX_REVIEW_PHOTOS,
} from "@vayu/shared/reviews";
import type { Db, DbOrTx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../http/errors";
import { users } from "../accounts/tables";
import { audit } from "../../audit/audit";
import { products } from "../catalog/tables";
import { orderItems, orders } from "../orders/tables";
import { reviewPhotos, reviews, reviewVotes } from "./tables";

type ReviewRow = typeof reviews.$inferSelect;

/** "Priya Sharma" -> "Priya S.": enough to tell reviewers apart without publishing their name. */
export function authorName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const reviewColumns = { review: reviews, authorFullName: users.name };

type PhotosByReview = Map<string, StaffReviewPhotoType[]>;

/** The photos of these reviews, oldest first; the hidden ones only when `withHidden` (staff's view). */
async function photosOf(db: DbOrTx, reviewIds: string[], withHidden = false): Promise<PhotosByReview> {
  const byReview: PhotosByReview = new Map();
  if (reviewIds.length === 0) return byReview;
  const where = withHidden
    ? inArray(reviewPhotos.reviewId, reviewIds)
    : and(inArray(reviewPhotos.reviewId, reviewIds), eq(reviewPhotos.hidden, false));
  const rows = await db.select().from(reviewPhotos).where(where).orderBy(asc(reviewPhotos.createdAt), asc(reviewPhotos.id));
  for (const row of rows) {
    const photo = { _id: row.id, url: row.url, width: row.width, height: row.height, hidden: row.hidden };
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), photo]);
  }
  return byReview;
}

const publicPhotos = (photos: PhotosByReview, reviewId: string) =>
  (photos.get(reviewId) ?? []).map(({ hidden: _hidden, ...photo }) => photo);

function toOwnReview(
  {
    review,
    authorFullName,
  }: {
    review: ReviewRow;
    authorFullName: string;
  },
  photos: PhotosByReview,
): OwnReviewType {
  return {
    _id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: authorName(authorFullName),
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    hidden: review.hidden,
    photos: publicPhotos(photos, review.id),
  };
}

function toReview(row: { review: ReviewRow; authorFullName: string }, photos: PhotosByReview): ReviewType {
  const { hidden: _hidden, ...review } = toOwnReview(row, photos);
  return review;
}

/** One review as its author or any visitor sees it, photos included. */
async function withPhotos<T>(db: DbOrTx, row: { review: ReviewRow; authorFullName: string }, to: (r: typeof row, p: PhotosByReview) => T): Promise<T> {
  return to(row, await photosOf(db, [row.review.id]));
}

async function findReview(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where);
  return row;
}

/** The active product's rating and review count; 404 when it is not on sale. */
async function listedProduct(db: DbOrTx, productId: string, lock = false) {
  const query = db
    .select({ rating: products.rating, ratingCount: products.ratingCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  // The row lock makes concurrent writes for one product recompute its rating one after the other, each seeing the other's review.
  const [product] = lock ? await query.for("update") : await query;
  if (!product) throw notFound(messages.catalog.productNotFound);
  return product;
}

/**
 * Stores the average of the product's visible reviews (one decimal) and their number on the
 * product, so listings sort and show them without reading reviews (docs/decisions/171-reviews.md).
 * Call it in the transaction that changed a review.
 */
export async function refreshProductRating(tx: DbOrTx, productId: string): Promise<void> {
  const visible = and(eq(reviews.productId, productId), eq(reviews.hidden, false));
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1)::float8 from ${reviews} where ${visible}), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
    })
    .where(eq(products.id, productId));
}

/** One page of a product's visible reviews, newest or most helpful first, with the star counts. */
export async function listReviews(
  db: DbOrTx,
  productId: string,
  query: ReviewsQueryType,
): Promise<ReviewsResponseType> {
  const product = await listedProduct(db, productId);
  const visible = and(eq(reviews.productId, productId), eq(reviews.hidden, false));
  const order =
    query.sort === "helpful"
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, stars] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(visible)
      .orderBy(...order)
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(visible).groupBy(reviews.rating),
  ]);
  const histogram: RatingHistogramType = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  for (const { rating, n } of stars) histogram[String(rating) as keyof RatingHistogramType] = n;
  const photos = await photosOf(db, rows.map((row) => row.review.id));
  return {
    data: rows.map((row) => toReview(row, photos)),
    summary: { average: product.rating, count: product.ratingCount, histogram },
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** Whether the shopper has received the product: an order of theirs with it was delivered (later returned or not). */
export async function hasReceived(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), isNotNull(orders.deliveredAt)))
    .limit(1);
  return Boolean(row);
}

export async function myReview(db: DbOrTx, userId: string, productId: string): Promise<MyReviewResponseType> {
  await listedProduct(db, productId);
  const [canReview, own, votes] = await Promise.all([
    hasReceived(db, userId, productId),
    findReview(db, and(eq(reviews.userId, userId), eq(reviews.productId, productId))!),
    db
      .select({ reviewId: reviewVotes.reviewId })
      .from(reviewVotes)
      .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
      .where(and(eq(reviewVotes.userId, userId), eq(reviews.productId, productId))),
  ]);
  return { canReview, review: own ? await withPhotos(db, own, toOwnReview) : null, helpfulReviewIds: votes.map((v) => v.reviewId) };
}

/** Writes the shopper's review of the product, or updates the one they wrote; `created` tells which. */
export async function saveReview(
  db: Db,
  userId: string,
  productId: string,
  input: ReviewBodyType,
): Promise<{ review: OwnReviewType; created: boolean }> {
  return db.transaction(async (tx) => {
    await listedProduct(tx, productId, true);
    if (!(await hasReceived(tx, userId, productId))) throw forbidden(messages.reviews.notBuyer);
    const [row] = await tx
      .insert(reviews)
      .values({ userId, productId, ...input })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.productId],
        set: { ...input, updatedAt: new Date() },
      })
      // xmax is 0 only for a freshly inserted row: how PostgreSQL tells an insert from an upsert's update.
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    await refreshProductRating(tx, productId);
    const saved = await findReview(tx, eq(reviews.id, row!.id));
    return { review: await withPhotos(tx, saved!, toOwnReview), created: row!.created };
  });
}

/** One "helpful" vote per shopper and review; a repeat changes nothing. Not on one's own review. */
export async function markHelpful(
  db: Db,
  userId: string,
  productId: string,
  reviewId: string,
): Promise<ReviewType> {
  return db.transaction(async (tx) => {
    const where = and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.hidden, false))!;
    const found = await findReview(tx, where);
    if (!found) throw notFound(messages.reviews.reviewNotFound);
    if (found.review.userId === userId) throw forbidden(messages.reviews.ownReviewHelpful);
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (added.length === 0) return withPhotos(tx, found, toReview);
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1`, updatedAt: sql`${reviews.updatedAt}` })
      .where(eq(reviews.id, reviewId));
    return withPhotos(tx, (await findReview(tx, where))!, toReview);
  });
}

function toStaffReview(
  row: {
    review: ReviewRow;
    authorFullName: string;
    authorEmail: string;
    productTitle: string;
  },
  photos: PhotosByReview,
): StaffReviewType {
  return {
    ...toOwnReview(row, photos),
    product: { _id: row.review.productId, title: row.productTitle },
    authorEmail: row.authorEmail,
    photos: photos.get(row.review.id) ?? [],
  };
}

const staffColumns = { ...reviewColumns, authorEmail: sql<string>`coalesce(${users.email}, '')`, productTitle: products.title };

function staffReviews(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(staffColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
}

/** Staff's list, newest first, all or only the visible or hidden ones. */
export async function listStaffReviews(
  db: DbOrTx,
  query: StaffReviewsQueryType,
): Promise<StaffReviewsResponseType> {
  const where = query.status === "all" ? undefined : eq(reviews.hidden, query.status === "hidden");
  const [rows, [total]] = await Promise.all([
    staffReviews(db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(STAFF_REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const photos = await photosOf(db, rows.map((row) => row.review.id), true);
  return {
    reviews: rows.map((row) => toStaffReview(row, photos)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: STAFF_REVIEWS_PAGE_SIZE,
  };
}

/** Staff hide an abusive review (or show it again): audited, and the product's rating follows in the same transaction. */
export async function setReviewHidden(
  db: Db,
  actorId: string,
  reviewId: string,
  hidden: boolean,
): Promise<StaffReviewType> {
  return db.transaction(async (tx) => {
    const find = async () => {
      const [row] = await staffReviews(tx, eq(reviews.id, reviewId));
      if (!row) throw notFound(messages.reviews.reviewNotFound);
      return toStaffReview(row, await photosOf(tx, [reviewId], true));
    };
    const before = await find();
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, before.product._id))
      .for("update");
    await tx
      .update(reviews)
      .set({ hidden, updatedAt: sql`${reviews.updatedAt}` })
      .where(eq(reviews.id, reviewId));
    await refreshProductRating(tx, before.product._id);
    const after = await find();
    await audit(tx, {
      actorId,
      action: hidden ? "hide" : "show",
      entity: "review",
      entityId: reviewId,
      before,
      after,
    });
    return after;
  });
}

/** Photos one shopper may keep across all their reviews (docs/decisions/332-review-photos.md). */
export const REVIEW_PHOTO_QUOTA = 40;

/**
 * The shopper's own review of the listed product, which they may still write: another
 * shopper's review is not found (404), a shopper who no longer qualifies is refused (403).
 */
async function ownReviewForPhotos(tx: DbOrTx, userId: string, productId: string, reviewId: string) {
  await listedProduct(tx, productId);
  const [own] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .for("update");
  if (!own) throw notFound(messages.reviews.reviewNotFound);
  if (!(await hasReceived(tx, userId, productId))) throw forbidden(messages.reviews.notBuyer);
}

/** Refuses a fifth photo on the review and one past the shopper's quota (409). */
async function assertRoomForPhoto(tx: DbOrTx, userId: string, reviewId: string) {
  const [[onReview], [ofUser]] = await Promise.all([
    tx.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)),
    tx.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.userId, userId)),
  ]);
  if ((onReview?.n ?? 0) >= MAX_REVIEW_PHOTOS) throw conflict(messages.reviews.tooManyPhotos, { field: "file" });
  if ((ofUser?.n ?? 0) >= REVIEW_PHOTO_QUOTA) throw conflict(messages.reviews.photoQuota, { field: "file" });
}

export interface StoredPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * Adds a photo to the shopper's own review: checked before the picture is stored (`store`
 * runs the staff upload pipeline) and again, under the review's row lock, before it is kept,
 * so two uploads at once cannot make a fifth.
 */
export async function addReviewPhoto(
  db: Db,
  userId: string,
  productId: string,
  reviewId: string,
  store: () => Promise<StoredPhoto>,
): Promise<OwnReviewType> {
  await db.transaction(async (tx) => {
    await ownReviewForPhotos(tx, userId, productId, reviewId);
    await assertRoomForPhoto(tx, userId, reviewId);
  });
  const photo = await store();
  return db.transaction(async (tx) => {
    await ownReviewForPhotos(tx, userId, productId, reviewId);
    await assertRoomForPhoto(tx, userId, reviewId);
    await tx.insert(reviewPhotos).values({ reviewId, userId, ...photo });
    const saved = await findReview(tx, eq(reviews.id, reviewId));
    return withPhotos(tx, saved!, toOwnReview);
  });
}

/** Staff hide a buyer's photo (or show it again): audited like the review's own moderation. */
export async function setReviewPhotoHidden(
  db: Db,
  actorId: string,
  reviewId: string,
  photoId: string,
  hidden: boolean,
): Promise<StaffReviewType> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(reviewPhotos)
      .where(and(eq(reviewPhotos.id, photoId), eq(reviewPhotos.reviewId, reviewId)))
      .for("update");
    if (!photo) throw notFound(messages.reviews.photoNotFound);
    await tx.update(reviewPhotos).set({ hidden }).where(eq(reviewPhotos.id, photoId));
    await audit(tx, {
      actorId,
      action: hidden ? "hide" : "show",
      entity: "review_photo",
      entityId: photoId,
      before: { reviewId, url: photo.url, hidden: photo.hidden },
      after: { reviewId, url: photo.url, hidden },
    });
    const [row] = await staffReviews(tx, eq(reviews.id, reviewId));
    return toStaffReview(row!, await photosOf(tx, [reviewId], true));
  });
}
