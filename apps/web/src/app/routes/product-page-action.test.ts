import { messages } from "@vayu/shared/messages";
import { describe, expect, it } from "vitest";
import { PRODUCT_ID, sampleProduct, storeAnswering, type Answer } from "../../test/form-posts";

const page = `/product/${PRODUCT_ID}`;
const alert = { message: "", subscribed: true };
const review = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000f1",
  productId: PRODUCT_ID,
  rating: 4,
  title: "Cools the room",
  body: "Quiet on medium.",
  author: "Priya S.",
  helpfulCount: 0,
  photos: [],
  createdAt: "2026-05-01T10:00:00.000Z",
  updatedAt: "2026-05-01T10:00:00.000Z",
  hidden: false,
};
const noReviews = {
  data: [],
  summary: { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  page: 1,
  pageSize: 5,
};

/** The API's reads of the product page, for a shopper who may (or may not) review the product. */
const productPageReads = (canReview: boolean): Record<string, Answer> => ({
  [`GET /api/product/${PRODUCT_ID}`]: [200, { data: sampleProduct(PRODUCT_ID) }],
  [`GET /api/product/${PRODUCT_ID}/reviews?page=1&sort=newest`]: [200, noReviews],
  [`GET /api/product/${PRODUCT_ID}/reviews/mine`]: [200, { canReview, review: null, helpfulReviewIds: [] }],
});

describe("the product page's forms posted without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  it("asks for the back-in-stock e-mail, and cancels it, saying so when the page comes back", async () => {
    const store = storeAnswering({
      [`POST /api/product/${PRODUCT_ID}/notify`]: [200, alert],
      [`DELETE /api/product/${PRODUCT_ID}/notify`]: [200, { ...alert, subscribed: false }],
    });
    expect(await store.post(page, { intent: "stock-alert", returnTo: page })).toMatchObject({
      status: 303,
      location: page,
      flash: { kind: "success", message: messages.stockAlerts.subscribed },
    });
    expect(await store.post(page, { intent: "stock-alert-cancel", returnTo: page })).toMatchObject({
      flash: { kind: "success", message: messages.stockAlerts.cancelled },
    });
    expect(store.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/product/${PRODUCT_ID}/notify`,
      `DELETE /api/product/${PRODUCT_ID}/notify`,
    ]);
  });

  it("sends a signed-out shopper to login, which sets the alert afterwards", async () => {
    const store = storeAnswering({
      [`POST /api/product/${PRODUCT_ID}/notify`]: [401, { message: "Authentication required" }],
    });
    const answer = await store.post(page, { intent: "stock-alert", returnTo: page }, null);
    expect(answer.location).toBe(
      `/login?redirect=${encodeURIComponent(page)}&intent=stock-alert%3A${PRODUCT_ID}`,
    );
    expect(answer.flash).toEqual({ kind: "error", message: messages.auth.loginRequired });
  });

  it("posts a review and comes back to the reviews with the thanks; an edit says it was updated", async () => {
    const store = storeAnswering({ [`POST /api/product/${PRODUCT_ID}/reviews`]: [201, { review }] });
    const fields = {
      intent: "review",
      rating: "4",
      title: " Cools the room ",
      body: "Quiet on medium.",
      returnTo: `${page}#reviews`,
    };
    expect(await store.post(page, fields)).toMatchObject({
      status: 303,
      location: `${page}#reviews`,
      flash: { kind: "success", message: messages.reviews.posted },
    });
    expect(store.writes()[0]?.body).toEqual({ rating: 4, title: "Cools the room", body: "Quiet on medium." });
    expect((await store.post(page, { ...fields, edit: "1" })).flash).toEqual({
      kind: "success",
      message: messages.reviews.updated,
    });
  });

  it("shows a review without a rating again, with what was typed and why, and sends nothing", async () => {
    const store = storeAnswering(productPageReads(true));
    const answer = await store.post(page, {
      intent: "review",
      rating: "",
      title: "Cools the room",
      body: "",
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(messages.reviews.ratingInvalid);
    expect(answer.html).toContain(messages.reviews.bodyRequired);
    expect(answer.html).toContain('value="Cools the room"');
    expect(store.writes()).toEqual([]);
  });

  it("shows the API's refusal above the form", async () => {
    const store = storeAnswering({
      ...productPageReads(true),
      [`POST /api/product/${PRODUCT_ID}/reviews`]: [403, { message: messages.reviews.notBuyer }],
    });
    const answer = await store.post(page, {
      intent: "review",
      rating: "5",
      title: "Great",
      body: "Works well.",
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(messages.reviews.notBuyer);
    expect(answer.html).toMatch(/<textarea[^>]*>Works well\.<\/textarea>/);
  });
});

describe("Helpful on a review posted without JavaScript", () => {
  const helpful = `POST /api/product/${PRODUCT_ID}/reviews/${review._id}/helpful`;
  const fields = { intent: "helpful", reviewId: review._id, returnTo: `${page}#reviews` };
  /** The product page with the review, `helpfulCount` votes, and the shopper's votes. */
  const reviewedPage = (helpfulCount: number, helpfulReviewIds: string[]): Record<string, Answer> => ({
    ...productPageReads(false),
    [`GET /api/product/${PRODUCT_ID}/reviews?page=1&sort=newest`]: [
      200,
      { ...noReviews, data: [{ ...review, helpfulCount }], summary: { ...noReviews.summary, average: 4, count: 1 } },
    ],
    [`GET /api/product/${PRODUCT_ID}/reviews/mine`]: [200, { canReview: false, review: null, helpfulReviewIds }],
  });
  /** The review's Helpful button as the page server renders it. */
  const button = (html: string) => /<button[^>]*>(?:(?!<\/button>).)*Helpful \(\d+\)(?:(?!<\/button>).)*<\/button>/s.exec(html)?.[0] ?? "";

  it("is a form to the product page carrying the review, its button held for the script while it loads", async () => {
    const { html } = await storeAnswering(reviewedPage(0, [])).visit(page, null);
    const form = /<form[^>]*>(?:(?!<\/form>).)*Helpful \(0\)(?:(?!<\/form>).)*<\/form>/s.exec(html)?.[0] ?? "";
    expect(form).toContain(`action="${page}"`);
    expect(form).toContain('name="intent" value="helpful"');
    expect(form).toContain(`name="reviewId" value="${review._id}"`);
    expect(form).toContain(`name="returnTo" value="${page}#reviews"`);
    expect(button(form)).toMatch(/type="submit"/);
    expect(button(form)).toMatch(/data-needs-script/);
  });

  it("records the vote and comes back to the reviews with the count, the button pressed", async () => {
    const store = storeAnswering({ [helpful]: [200, { review: { ...review, helpfulCount: 1 } }] });
    const answer = await store.post(page, fields);
    expect(answer).toMatchObject({ status: 303, location: `${page}#reviews` });
    // No toast: the count and the pressed button say it, as with JavaScript.
    expect(answer.flash ?? null).toBeNull();
    expect(store.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([helpful]);
    const back = button((await storeAnswering(reviewedPage(1, [review._id])).visit(page)).html);
    expect(back).toContain("Helpful (1)");
    expect(back).toContain('aria-pressed="true"');
    expect(back).toMatch(/ disabled=""/);
  });

  it("sends a signed-out shopper to login, saying why", async () => {
    const store = storeAnswering({ [helpful]: [401, { message: "Authentication required" }] });
    const answer = await store.post(page, fields, null);
    expect(answer.location).toBe(`/login?${new URLSearchParams({ redirect: `${page}#reviews` })}`);
    expect(answer.flash).toEqual({ kind: "error", message: "You need to login First" });
  });

  it("comes back with the API's refusal of a vote on one's own review", async () => {
    const store = storeAnswering({ [helpful]: [403, { message: messages.reviews.ownReviewHelpful }] });
    expect(await store.post(page, fields)).toMatchObject({
      status: 303,
      location: `${page}#reviews`,
      flash: { kind: "error", message: messages.reviews.ownReviewHelpful },
    });
  });
});

describe("writing a review through login", () => {
  it("offers a signed-out shopper login, coming back to the reviews with ?review=1", async () => {
    const store = storeAnswering(productPageReads(true));
    const answer = await store.visit(page, null);
    const back = `${page}?review=1#reviews`;
    expect(answer.html).toContain(
      `href="/login?${new URLSearchParams({ redirect: back }).toString().replace(/&/g, "&amp;")}"`,
    );
  });

  it("renders the form open for a buyer, and tells anyone else why there is none", async () => {
    const buyer = await storeAnswering(productPageReads(true)).visit(`${page}?review=1`);
    expect(buyer.html).toContain("Write a review");
    expect(buyer.html).toContain("Post review");
    const other = await storeAnswering(productPageReads(false)).visit(`${page}?review=1`);
    expect(other.html).toContain(messages.reviews.notBuyer);
    expect(other.html).not.toContain("Post review");
  });
});
