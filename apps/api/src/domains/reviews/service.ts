import { and, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
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
  type StaffReviewType,
} from "@vayu/shared/reviews";
import type { Db, DbOrTx } from "../../db/client";
import { forbidden, notFound } from "../../http/errors";
import { users } from "../accounts/tables";
import { audit } from "../../audit/audit";
import { products } from "../catalog/tables";
import { orderItems, orders } from "../orders/tables";
import { reviews, reviewVotes } from "./tables";

type ReviewRow = typeof reviews.$inferSelect;

/** "Priya Sharma" -> "Priya S.": enough to tell reviewers apart without publishing their name. */
export function authorName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const reviewColumns = { review: reviews, authorFullName: users.name };

function toOwnReview({
  review,
  authorFullName,
}: {
  review: ReviewRow;
  authorFullName: string;
}): OwnReviewType {
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
  };
}

function toReview(row: { review: ReviewRow; authorFullName: string }): ReviewType {
  const { hidden: _hidden, ...review } = toOwnReview(row);
  return review;
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
  return {
    data: rows.map(toReview),
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
  return { canReview, review: own ? toOwnReview(own) : null, helpfulReviewIds: votes.map((v) => v.reviewId) };
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
    return { review: toOwnReview(saved!), created: row!.created };
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
    if (added.length === 0) return toReview(found);
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1`, updatedAt: sql`${reviews.updatedAt}` })
      .where(eq(reviews.id, reviewId));
    return toReview((await findReview(tx, where))!);
  });
}

function toStaffReview(row: {
  review: ReviewRow;
  authorFullName: string;
  authorEmail: string;
  productTitle: string;
}): StaffReviewType {
  return {
    ...toOwnReview(row),
    product: { _id: row.review.productId, title: row.productTitle },
    authorEmail: row.authorEmail,
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
  return {
    reviews: rows.map(toStaffReview),
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
      return toStaffReview(row);
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
