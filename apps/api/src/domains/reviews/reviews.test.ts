import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { ProductResponseType } from "@vayu/shared/catalog";
import { messages } from "@vayu/shared/messages";
import type {
  HelpfulResponseType,
  MyReviewResponseType,
  ReviewResponseType,
  ReviewsResponseType,
  StaffReviewsResponseType,
} from "@vayu/shared/reviews";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { placedOrder } from "../../test/checkout-fixtures";
import { createProduct, createUser } from "../../test/factories";
import { demoProducts } from "../../demo/catalog-products";
import { products } from "../catalog/tables";
import { orders } from "../orders/tables";
import { authorName } from "./service";
import { deliveredOrder, demoReviews, seedReviews } from "../../demo/reviews";
import { reviews } from "./tables";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { name: "Store Staff" } });
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof createProduct>>;
type Auth = { authorization: string };

const place = { name: "Asha Verma", city: "Bengaluru", state: "Karnataka", zipCode: "560001" };

/** A new shopper whose order of `product` was delivered. */
async function buyer(product: Product, name = "Asha Verma") {
  const shopper = await createUser(t.db, t.config.jwtSecret, { name });
  await deliveredOrder(t.db, shopper.user.id, product, new Date(Date.now() - 10 * 86_400_000), place);
  return shopper;
}

const review = {
  rating: 4,
  title: "Cools the bedroom well",
  body: "Quiet on low and the tank lasts the night.",
};
const post = (productId: string, auth: Auth | undefined, payload: object = review) =>
  t.app.inject({ method: "POST", url: `/api/product/${productId}/reviews`, headers: auth, payload });
const list = async (productId: string, query = "") => {
  const response = await t.app.inject({ method: "GET", url: `/api/product/${productId}/reviews${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ReviewsResponseType>();
};
const productOf = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/product/${id}` })).json<ProductResponseType>().data;
const helpful = (productId: string, reviewId: string, auth: Auth) =>
  t.app.inject({
    method: "POST",
    url: `/api/product/${productId}/reviews/${reviewId}/helpful`,
    headers: auth,
  });
const hide = (reviewId: string, hidden: boolean, auth: Auth = t.staff.auth) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/reviews/${reviewId}`,
    headers: auth,
    payload: { hidden },
  });

describe("who may review", () => {
  it("refuses a shopper who never bought the product, and one whose order is not delivered yet", async () => {
    const product = await createProduct(t.db);
    const stranger = await createUser(t.db, t.config.jwtSecret);
    const refused = await post(product.id, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.reviews.notBuyer });

    const placed = await placedOrder(t, { title: "Vayu Test Cooler", pricePaise: 999_900, stock: 5 });
    expect((await post(placed.product.id, placed.shopper.auth)).statusCode).toBe(403);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/product/${placed.product.id}/reviews/mine`,
      headers: placed.shopper.auth,
    });
    expect(mine.json<MyReviewResponseType>()).toEqual({
      canReview: false,
      review: null,
      helpfulReviewIds: [],
    });
  });

  it("asks for a login, and names the field of bad input", async () => {
    const product = await createProduct(t.db);
    expect((await post(product.id, undefined)).statusCode).toBe(401);
    const shopper = await buyer(product);
    for (const [payload, field, message] of [
      [{ ...review, rating: 6 }, "rating", messages.reviews.ratingInvalid],
      [{ ...review, rating: 4.5 }, "rating", messages.reviews.ratingInvalid],
      [{ ...review, title: "  " }, "title", messages.reviews.titleRequired],
      [{ rating: 5, title: "Nice" }, "body", messages.reviews.bodyRequired],
    ] as const) {
      const response = await post(product.id, shopper.auth, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
    }
    expect((await post("not-an-id", shopper.auth)).statusCode).toBe(400);
  });
});

describe("writing a review", () => {
  it("posts a buyer's review (201), updates it on a repeat (200), and keeps the product's rating and count", async () => {
    const product = await createProduct(t.db);
    expect(await productOf(product.id)).toMatchObject({ rating: 0, ratingCount: 0 });
    const shopper = await buyer(product, "Meera Nair Pillai");

    const created = await post(product.id, shopper.auth);
    expect(created.statusCode).toBe(201);
    const first = created.json<ReviewResponseType>().review;
    expect(first).toMatchObject({
      ...review,
      author: "Meera P.",
      helpfulCount: 0,
      hidden: false,
      productId: product.id,
    });
    expect(await productOf(product.id)).toMatchObject({ rating: 4, ratingCount: 1 });

    const updated = await post(product.id, shopper.auth, {
      rating: 2,
      title: "Tank leaks",
      body: "The tank started to leak after a week.",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ReviewResponseType>().review).toMatchObject({
      _id: first._id,
      rating: 2,
      title: "Tank leaks",
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(1);

    const other = await buyer(product);
    await post(product.id, other.auth, { ...review, rating: 5 });
    const third = await buyer(product);
    await post(product.id, third.auth, { ...review, rating: 5 });
    // (2 + 5 + 5) / 3 = 4.0; the cached product answer was dropped by each write.
    expect(await productOf(product.id)).toMatchObject({ rating: 4, ratingCount: 3 });
    const { summary } = await list(product.id);
    expect(summary).toEqual({ average: 4, count: 3, histogram: { "1": 0, "2": 1, "3": 0, "4": 0, "5": 2 } });
    // Browsers ask again each time (a 304 while nothing changed), so a new review shows at once.
    const listed = await t.app.inject({ method: "GET", url: `/api/product/${product.id}/reviews` });
    expect(listed.headers["cache-control"]).toBe("public, no-cache");
    const again = await t.app.inject({ method: "GET", url: `/api/product/${product.id}/reviews`, headers: { "if-none-match": String(listed.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const mine = await t.app.inject({
      method: "GET",
      url: `/api/product/${product.id}/reviews/mine`,
      headers: shopper.auth,
    });
    expect(mine.json<MyReviewResponseType>()).toMatchObject({
      canReview: true,
      review: { _id: first._id, rating: 2 },
    });
  });

  it("rounds the average to one decimal", async () => {
    const product = await createProduct(t.db);
    for (const rating of [5, 4, 4])
      await post(product.id, (await buyer(product)).auth, { ...review, rating });
    expect(await productOf(product.id)).toMatchObject({ rating: 4.3, ratingCount: 3 });
  });
});

describe("the list", () => {
  it("pages five at a time, newest first or most helpful first", async () => {
    const product = await createProduct(t.db);
    const writers = [];
    for (let i = 0; i < 7; i++) {
      const writer = await buyer(product, `Writer ${i} Kumar`);
      await post(product.id, writer.auth, { ...review, title: `Review ${i}` });
      writers.push(writer);
    }
    const page1 = await list(product.id);
    expect(page1.data.map((r) => r.title)).toEqual([
      "Review 6",
      "Review 5",
      "Review 4",
      "Review 3",
      "Review 2",
    ]);
    expect(page1.summary.count).toBe(7);
    expect((await list(product.id, "?page=2")).data.map((r) => r.title)).toEqual(["Review 1", "Review 0"]);

    const oldest = (await list(product.id, "?page=2")).data[1]!;
    expect((await helpful(product.id, oldest._id, writers[3]!.auth)).statusCode).toBe(200);
    expect((await list(product.id, "?sort=helpful")).data[0]!.title).toBe("Review 0");

    const bad = await t.app.inject({ method: "GET", url: `/api/product/${product.id}/reviews?sort=best` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/sort/);
  });

  it("is a 404 for an unknown product", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/product/00000000-0000-4000-8000-000000000000/reviews",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("helpful votes", () => {
  it("count once per shopper, not on one's own review", async () => {
    const product = await createProduct(t.db);
    const writer = await buyer(product);
    const { _id } = (await post(product.id, writer.auth)).json<ReviewResponseType>().review;
    const reader = await createUser(t.db, t.config.jwtSecret);

    for (let i = 0; i < 2; i++) {
      const response = await helpful(product.id, _id, reader.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json<HelpfulResponseType>().review.helpfulCount).toBe(1);
    }
    const own = await helpful(product.id, _id, writer.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: messages.reviews.ownReviewHelpful });
    expect((await list(product.id)).data[0]!.helpfulCount).toBe(1);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/product/${product.id}/reviews/mine`,
      headers: reader.auth,
    });
    expect(mine.json<MyReviewResponseType>()).toEqual({
      canReview: false,
      review: null,
      helpfulReviewIds: [_id],
    });

    const elsewhere = await createProduct(t.db);
    expect((await helpful(elsewhere.id, _id, reader.auth)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/product/${product.id}/reviews/${_id}/helpful` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("staff hide abusive reviews", () => {
  it("take the review out of the list and the rating, audited; the shopper still sees it as hidden", async () => {
    const product = await createProduct(t.db);
    const rude = await buyer(product);
    const { _id } = (
      await post(product.id, rude.auth, {
        ...review,
        rating: 1,
        title: "Rubbish",
        body: "Abusive words here.",
      })
    ).json<ReviewResponseType>().review;
    await post(product.id, (await buyer(product)).auth, { ...review, rating: 5 });
    expect(await productOf(product.id)).toMatchObject({ rating: 3, ratingCount: 2 });

    const response = await hide(_id, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ review: { _id, hidden: true, product: { _id: product.id } } });
    expect(await productOf(product.id)).toMatchObject({ rating: 5, ratingCount: 1 });
    expect((await list(product.id)).data.map((r) => r._id)).not.toContain(_id);
    expect((await helpful(product.id, _id, t.staff.auth)).statusCode).toBe(404);

    const mine = await t.app.inject({
      method: "GET",
      url: `/api/product/${product.id}/reviews/mine`,
      headers: rude.auth,
    });
    expect(mine.json<MyReviewResponseType>().review).toMatchObject({ _id, hidden: true });
    // Editing does not bring it back.
    expect(
      (await post(product.id, rude.auth, { ...review, rating: 2 })).json<ReviewResponseType>().review.hidden,
    ).toBe(true);
    expect(await productOf(product.id)).toMatchObject({ rating: 5, ratingCount: 1 });

    const hiddenList = await t.app.inject({
      method: "GET",
      url: "/api/admin/reviews?status=hidden",
      headers: t.staff.auth,
    });
    expect(hiddenList.json<StaffReviewsResponseType>().reviews.map((r) => r._id)).toContain(_id);
    const log = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?entity=review&entityId=${_id}`,
      headers: t.staff.auth,
    });
    expect(log.json<AuditResponseType>().entries[0]).toMatchObject({
      action: "hide",
      before: { hidden: false },
      after: { hidden: true },
    });

    expect((await hide(_id, false)).statusCode).toBe(200);
    expect(await productOf(product.id)).toMatchObject({ rating: 3.5, ratingCount: 2 });
  });

  it("is for staff only", async () => {
    const shopper = await createUser(t.db, t.config.jwtSecret);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/reviews" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/reviews", headers: shopper.auth })).statusCode,
    ).toBe(403);
    expect((await hide("00000000-0000-4000-8000-000000000000", true, shopper.auth)).statusCode).toBe(403);
    expect((await hide("00000000-0000-4000-8000-000000000000", true)).statusCode).toBe(404);
  });
});

describe("the demo reviews", () => {
  it("are by buyers whose orders were delivered, and set the products' ratings", async () => {
    const names = [...new Set(demoReviews.map((r) => r.product))];
    const seeded: Product[] = [];
    for (const name of names) {
      const matches = demoProducts.filter((p) => p.name === name);
      expect(matches, name).toHaveLength(1);
      seeded.push(await createProduct(t.db, { title: matches[0]!.title, pricePaise: 1_099_000 }));
    }
    await seedReviews(t.db);
    for (const [i, name] of names.entries()) {
      const ratings = demoReviews.filter((r) => r.product === name).map((r) => r.rating);
      const [row] = await t.db.select().from(products).where(eq(products.id, seeded[i]!.id));
      expect(row!.ratingCount).toBe(ratings.length);
      expect(row!.rating).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10);
    }
    const rows = await t.db
      .select({ userId: reviews.userId, productId: reviews.productId })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId));
    for (const row of rows.filter((r) => seeded.some((p) => p.id === r.productId))) {
      const delivered = await t.db
        .select({ at: orders.deliveredAt })
        .from(orders)
        .where(eq(orders.userId, row.userId));
      expect(delivered.some((o) => o.at !== null)).toBe(true);
    }
  });
});

describe("authorName", () => {
  it("keeps the first name and the last name's initial", () => {
    expect(authorName("Priya Sharma")).toBe("Priya S.");
    expect(authorName("  Gurpreet  Singh Bedi ")).toBe("Gurpreet B.");
    expect(authorName("Madhu")).toBe("Madhu");
  });
});
