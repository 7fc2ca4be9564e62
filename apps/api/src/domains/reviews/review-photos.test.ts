import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import { messages } from "@vayu/shared/messages";
import type { ReviewResponseType, ReviewsResponseType, StaffReviewResponseType, StaffReviewsResponseType } from "@vayu/shared/reviews";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createProduct, createUser } from "../../test/factories";
import { cameraJpeg, multipartFile } from "../../test/pictures";
import { deliveredOrder } from "../../demo/reviews";
import { orders } from "../orders/tables";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
type Product = Awaited<ReturnType<typeof createProduct>>;
const place = { name: "Asha Verma", city: "Bengaluru", state: "Karnataka", zipCode: "560001" };

/** A shopper whose order of the product was delivered, with their review of it. */
async function reviewer(product: Product) {
  const shopper = await createUser(t.db, t.config.jwtSecret, { name: "Asha Verma" });
  await deliveredOrder(t.db, shopper.user.id, product, new Date(Date.now() - 10 * 86_400_000), place);
  const posted = await t.app.inject({
    method: "POST",
    url: `/api/product/${product.id}/reviews`,
    headers: shopper.auth,
    payload: { rating: 5, title: "Cools the whole room", body: "Quiet at night and the tank lasts." },
  });
  expect(posted.statusCode).toBe(201);
  return { ...shopper, reviewId: posted.json<ReviewResponseType>().review._id };
}

const upload = (productId: string, reviewId: string, auth: Auth, bytes: Buffer, contentType = "image/jpeg") => {
  const { payload, headers } = multipartFile("file", "photo.jpg", contentType, bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/product/${productId}/reviews/${reviewId}/photos`,
    payload,
    headers: { ...headers, ...auth },
  });
};
const publicReviews = async (productId: string) =>
  (await t.app.inject({ url: `/api/product/${productId}/reviews` })).json<ReviewsResponseType>().data;

describe("photos with reviews", () => {
  it("stores a buyer's photo through the upload pipeline (WebP, no EXIF, upright size) and shows it in the public list", async () => {
    const product = await createProduct(t.db);
    const buyer = await reviewer(product);
    expect(await publicReviews(product.id)).toMatchObject([{ photos: [] }]);

    const response = await upload(product.id, buyer.reviewId, buyer.auth, await cameraJpeg(800, 600));
    expect(response.statusCode).toBe(201);
    const [photo] = response.json<ReviewResponseType>().review.photos;
    expect(photo).toMatchObject({ width: 960, height: 720 });
    expect(photo!.url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);
    const stored = await sharp(path.join(t.config.dataDir, photo!.url)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 960, height: 720 });
    expect(stored.exif).toBeUndefined();
    // The kept public answer is dropped by the new photo.
    expect((await publicReviews(product.id))[0]!.photos).toEqual([photo]);
  });

  it("refuses a fifth photo on one review", async () => {
    const product = await createProduct(t.db);
    const buyer = await reviewer(product);
    const picture = await cameraJpeg(120, 90);
    for (let i = 0; i < 4; i++) expect((await upload(product.id, buyer.reviewId, buyer.auth, picture)).statusCode).toBe(201);
    const fifth = await upload(product.id, buyer.reviewId, buyer.auth, picture);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ message: messages.reviews.tooManyPhotos, field: "file" });
    expect((await publicReviews(product.id))[0]!.photos).toHaveLength(4);
  });

  it("refuses another shopper's review (404) and a shopper who is not a buyer (403)", async () => {
    const product = await createProduct(t.db);
    const buyer = await reviewer(product);
    const picture = await cameraJpeg(120, 90);
    const stranger = await createUser(t.db, t.config.jwtSecret);
    const notTheirs = await upload(product.id, buyer.reviewId, stranger.auth, picture);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: messages.reviews.reviewNotFound });
    expect((await upload(product.id, buyer.reviewId, { authorization: "" }, picture)).statusCode).toBe(401);

    // A buyer whose order was since taken back (no delivery left) may no longer add photos.
    await t.db.update(orders).set({ deliveredAt: null }).where(eq(orders.userId, buyer.user.id));
    const notBuyer = await upload(product.id, buyer.reviewId, buyer.auth, picture);
    expect(notBuyer.statusCode).toBe(403);
    expect(notBuyer.json()).toEqual({ message: messages.reviews.notBuyer });
    expect((await publicReviews(product.id))[0]!.photos).toEqual([]);
  });

  it("refuses a file that is not a picture by its content, naming the field", async () => {
    const product = await createProduct(t.db);
    const buyer = await reviewer(product);
    const fake = await upload(product.id, buyer.reviewId, buyer.auth, Buffer.from("%PDF-1.4 not a photo"), "image/jpeg");
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ field: "file" });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0af" } }).gif().toBuffer();
    const refused = await upload(product.id, buyer.reviewId, buyer.auth, gif, "image/gif");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "file" });
  });

  it("lets staff hide a photo (gone from public reads, audited) and show it again", async () => {
    const product = await createProduct(t.db);
    const buyer = await reviewer(product);
    const picture = await cameraJpeg(120, 90);
    await upload(product.id, buyer.reviewId, buyer.auth, picture);
    const kept = (await upload(product.id, buyer.reviewId, buyer.auth, picture)).json<ReviewResponseType>().review.photos;
    const [first, second] = kept;
    const moderate = (photoId: string, hidden: boolean, auth: Auth = t.staff.auth) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/reviews/${buyer.reviewId}/photos/${photoId}`, headers: auth, payload: { hidden } });

    expect((await moderate(first!._id, true, buyer.auth)).statusCode).toBe(403);
    const hidden = await moderate(first!._id, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<StaffReviewResponseType>().review.photos).toMatchObject([
      { _id: first!._id, hidden: true },
      { _id: second!._id, hidden: false },
    ]);
    expect((await publicReviews(product.id))[0]!.photos).toEqual([second]);
    const staffList = await t.app.inject({ url: "/api/admin/reviews", headers: t.staff.auth });
    const listed = staffList.json<StaffReviewsResponseType>().reviews.find((r) => r._id === buyer.reviewId);
    expect(listed?.photos.map((p) => p.hidden)).toEqual([true, false]);

    const log = await t.app.inject({ url: `/api/admin/audit?entity=review_photo&entityId=${first!._id}`, headers: t.staff.auth });
    expect(log.json<AuditResponseType>().entries).toMatchObject([{ action: "hide", before: { hidden: false }, after: { hidden: true } }]);

    expect((await moderate(first!._id, false)).statusCode).toBe(200);
    expect((await publicReviews(product.id))[0]!.photos).toEqual([first, second]);
    const missing = await moderate("00000000-0000-4000-8000-000000000000", true);
    expect(missing.statusCode).toBe(404);
  });
});
