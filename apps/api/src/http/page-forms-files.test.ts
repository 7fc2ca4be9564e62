import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewsResponseType } from "@vayu/shared/reviews";
import { deliveredOrder } from "../demo/reviews";
import { createTestApp, type TestApp } from "../test/app";
import { createProduct, createUser } from "../test/factories";
import { multipartFile } from "../test/pictures";
import { csrfTokenFor } from "./page-session";

/**
 * A review with photos posted without JavaScript (docs/decisions/332-review-photos.md): a
 * multipart page post, read by the page server, handed to the web build's real renderer and its
 * route action, which sends the photos through the API's upload pipeline.
 */
const entry = path.resolve(import.meta.dirname, "../../../web/src/entry-server.tsx");
const template =
  '<!doctype html><html><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const place = { name: "Asha Verma", city: "Bengaluru", state: "Karnataka", zipCode: "560001" };

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0a8" } }).jpeg().toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#f80" } }).png().toBuffer();

describe("a review's photos posted by a page form without JavaScript", () => {
  let t: TestApp;
  const root = mkdtempSync(path.join(tmpdir(), "vayu-photo-forms-"));

  beforeAll(async () => {
    const webDist = path.join(root, "dist");
    mkdirSync(webDist);
    mkdirSync(path.join(root, "dist-server"));
    writeFileSync(path.join(webDist, "index.html"), template);
    writeFileSync(path.join(root, "dist-server", "entry-server.js"), `export { createRenderer } from ${JSON.stringify(entry)};`);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A shopper whose order of a new product was delivered, signed in by the page session cookie. */
  async function buyer() {
    const product = await createProduct(t.db);
    const shopper = await createUser(t.db, t.config.jwtSecret, { name: "Asha Verma" });
    await deliveredOrder(t.db, shopper.user.id, product, new Date(Date.now() - 10 * 86_400_000), place);
    return { product, shopper, cookie: `vayu_session=${shopper.token}`, csrf: csrfTokenFor(t.config.jwtSecret, shopper.token) };
  }

  /** The review form as a browser posts it: multipart, the photos as files of the field `photos`. */
  async function postReview(url: string, fields: Record<string, string>, photos: { name: string; type: string; bytes: Buffer }[], headers: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "review", rating: "5", title: "Cools the whole room", body: "Quiet at night.", ...fields }))
      form.append(name, value);
    for (const photo of photos) form.append("photos", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
    const encoded = new Response(form);
    return t.app.inject({
      method: "POST",
      url,
      headers: { origin: new URL(t.config.publicUrl).origin, "content-type": encoded.headers.get("content-type")!, ...headers },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  const reviewsOf = async (productId: string) =>
    (await t.app.inject({ url: `/api/product/${productId}/reviews` })).json<ReviewsResponseType>().data;

  it("saves the review with its two photos, re-encoded as WebP by the upload pipeline, and redirects with the toast", async () => {
    const { product, cookie, csrf } = await buyer();
    const photos = [
      { name: "room.jpg", type: "image/jpeg", bytes: await jpeg(640, 480) },
      { name: "tank.png", type: "image/png", bytes: await png(300, 400) },
    ];
    const back = `/product/${product.id}#reviews`;
    const sent = await postReview(`/product/${product.id}`, { _csrf: csrf, returnTo: back }, photos, { cookie });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(back);
    expect(sent.cookies.map((c) => c.name)).toContain("vayu_flash");
    const [review] = await reviewsOf(product.id);
    expect(review).toMatchObject({ title: "Cools the whole room", rating: 5 });
    expect(review!.photos).toHaveLength(2);
    for (const photo of review!.photos) expect(photo.url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);
  });

  it("refuses a fifth photo before saving anything, and says so beside the photo input", async () => {
    const { product, cookie, csrf } = await buyer();
    const picture = await jpeg(64, 48);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", bytes: picture }));
    const sent = await postReview(`/product/${product.id}`, { _csrf: csrf, returnTo: `/product/${product.id}` }, five, { cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/<p id="review-photos-error"[^>]*>A review can have at most 4 photos\.<\/p>/);
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("refuses a photo over 10 MB and a post of more photos than the page server reads, saving nothing", async () => {
    const { product, cookie, csrf } = await buyer();
    const fields = { _csrf: csrf, returnTo: `/product/${product.id}` };
    const large = [{ name: "huge.jpg", type: "image/jpeg", bytes: Buffer.alloc(10 * 1024 * 1024 + 100, 7) }];
    const tooLarge = await postReview(`/product/${product.id}`, fields, large, { cookie });
    expect(tooLarge.statusCode).toBe(200);
    expect(tooLarge.body).toContain("Each photo can be at most 10 MB.");
    const picture = await jpeg(64, 48);
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", bytes: picture }));
    const tooMany = await postReview(`/product/${product.id}`, fields, eight, { cookie });
    expect(tooMany.statusCode).toBe(200);
    expect(tooMany.body).toContain("A review can have at most 4 photos.");
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("refuses a file that is not a picture by its content, in the page's language (Hindi)", async () => {
    const { product, cookie, csrf } = await buyer();
    const fake = [{ name: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("%PDF-1.4 not a photo") }];
    const sent = await postReview(`/hi/product/${product.id}`, { _csrf: csrf, returnTo: `/hi/product/${product.id}` }, fake, { cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("यह फ़ाइल ऐसी फ़ोटो नहीं है जिसे हम ले सकें।");
    // The review itself is saved, as with JavaScript; the form is now its edit.
    const [review] = await reviewsOf(product.id);
    expect(review!.photos).toEqual([]);
  });

  it("says beside the input when the shopper's uploads of the hour are used up (429)", async () => {
    const { product, shopper, cookie, csrf } = await buyer();
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/product/${product.id}/reviews`,
      headers: shopper.auth,
      payload: { rating: 4, title: "Good", body: "Cools well." },
    });
    const reviewId = posted.json<{ review: { _id: string } }>().review._id;
    // Every upload counts, a refused one too: twelve files that are no pictures use the hour up.
    const { payload, headers } = multipartFile("file", "x.jpg", "image/jpeg", Buffer.from("not a picture"));
    for (let i = 0; i < 12; i++) {
      const refused = await t.app.inject({ method: "POST", url: `/api/product/${product.id}/reviews/${reviewId}/photos`, payload, headers: { ...headers, ...shopper.auth } });
      expect(refused.statusCode).toBe(400);
    }
    const picture = [{ name: "room.jpg", type: "image/jpeg", bytes: await jpeg(64, 48) }];
    const sent = await postReview(`/product/${product.id}`, { _csrf: csrf, edit: "1" }, picture, { cookie });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("You have added many photos in the last hour. Please try again later.");
  });

  it("checks a multipart post as any page post: the shopper's CSRF token and the store's own origin", async () => {
    const { product, cookie } = await buyer();
    const picture = [{ name: "room.jpg", type: "image/jpeg", bytes: await jpeg(64, 48) }];
    const stale = await postReview(`/product/${product.id}`, { _csrf: "from-an-older-login" }, picture, { cookie });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain("This form had expired. Please try again.");
    const csrf = csrfTokenFor(t.config.jwtSecret, cookie.slice("vayu_session=".length));
    const forged = await postReview(`/product/${product.id}`, { _csrf: csrf }, picture, { cookie, origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("takes multipart only on pages whose forms carry files and on the upload routes (415 elsewhere)", async () => {
    const { cookie, csrf } = await buyer();
    const picture = [{ name: "room.jpg", type: "image/jpeg", bytes: await jpeg(64, 48) }];
    expect((await postReview("/cart", { _csrf: csrf }, picture, { cookie })).statusCode).toBe(415);
    expect((await postReview("/api/cart", {}, picture, { cookie })).statusCode).toBe(415);
  });
});
