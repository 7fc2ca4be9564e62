import { sampleReview } from "@vayu/shared/testing";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewType } from "@vayu/shared/reviews";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product, signIn } from "../../test/storefront";

// Photos with reviews on the product page (docs/decisions/332-review-photos.md).
const cooler = product(1, { title: "Desert Air Cooler 70L" });
const photo = (n: number) => ({
  _id: `4b0a3c1e-0000-4000-8000-0000000000c${n}`,
  url: `/uploads/reviews/photo-${n}.webp`,
  width: 960,
  height: 720,
});
const review = sampleReview(cooler._id, { helpfulCount: 0, photos: [photo(1), photo(2)] });
const histogram = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
/** The page's first render imports its lazy panels: slow on a busy machine, so waited for once. */
const pageShown = () => screen.findByRole("heading", { level: 1, name: cooler.title }, { timeout: 20_000 });
const list = (data: ReviewType[]) =>
  [
    200,
    {
      data,
      summary: { average: 5, count: data.length, histogram: { ...histogram, "5": data.length } },
      page: 1,
      pageSize: 10,
    },
  ] as const;

function store(reviews: ReviewType[], mine: { canReview: boolean } = { canReview: false }) {
  return fakeApi({
    [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
    [`GET /api/product/${cooler._id}/reviews?page=1&sort=newest`]: list(reviews),
    [`GET /api/product/${cooler._id}/reviews/mine`]: [200, { ...mine, review: null, helpfulReviewIds: [] }],
    [`POST /api/product/${cooler._id}/reviews`]: [
      201,
      { review: { ...review, _id: "4b0a3c1e-0000-4000-8000-0000000000e2", photos: [], hidden: false } },
    ],
    [`POST /api/product/${cooler._id}/reviews/4b0a3c1e-0000-4000-8000-0000000000e2/photos`]: [
      201,
      { review: { ...review, hidden: false } },
    ],
  });
}

describe("photos with reviews", () => {
  beforeEach(() => setSiteOrigin("https://shop.test"));

  it(
    "shows a review's photos as lazy thumbnails that link to the full picture, and opens them in a lightbox",
    { timeout: 60_000 },
    async () => {
      store([review]);
      const { user } = openPage(`/product/${cooler._id}`);
      await pageShown();
      const photos = within(await screen.findByRole("list", { name: "Photos from Priya S." }));
      const thumbnails = photos.getAllByRole("img");
      expect(thumbnails).toHaveLength(2);
      expect(thumbnails[0]).toHaveAttribute("src", "/uploads/reviews/photo-1-320.webp");
      expect(thumbnails[0]).toHaveAttribute("loading", "lazy");
      expect(thumbnails[0]).toHaveAttribute("width", "320");
      expect(thumbnails[0]).toHaveAttribute("height", "240");
      expect(photos.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
        "/uploads/reviews/photo-1.webp",
        "/uploads/reviews/photo-2.webp",
      ]);

      await user.click(photos.getByRole("img", { name: "Photo 2 of 2 from Priya S." }));
      const lightbox = within(screen.getByRole("dialog", { name: "Photos from Priya S." }));
      expect(lightbox.getByRole("img", { name: "Photo 2 of 2 from Priya S." })).toHaveAttribute(
        "src",
        "/uploads/reviews/photo-2.webp",
      );
      await user.click(lightbox.getByRole("button", { name: "Next photo" }));
      expect(lightbox.getByRole("img", { name: "Photo 1 of 2 from Priya S." })).toBeInTheDocument();
      expect(lightbox.getByText("Photo 1 of 2")).toBeInTheDocument();
    },
  );

  it("lets a buyer add photos with a new review: the review is saved, then each photo uploaded", async () => {
    signIn();
    const { writes } = store([], { canReview: true });
    const { user, fill } = openPage(`/product/${cooler._id}`);
    await pageShown();
    const form = within(await screen.findByRole("form", { name: "Write a review" }));
    await user.click(form.getByText("5 stars"));
    await fill(form.getByRole("textbox", { name: "Title" }), "Cools the whole room");
    await fill(form.getByRole("textbox", { name: "Review" }), "Quiet at night.");
    const files = [
      new File(["a"], "tank.jpg", { type: "image/jpeg" }),
      new File(["b"], "pads.jpg", { type: "image/jpeg" }),
    ];
    await user.upload(form.getByLabelText("Add photos (up to 4)"), files);
    expect(form.getByText("2 photos chosen")).toBeInTheDocument();
    await user.click(form.getByRole("button", { name: "Post review" }));
    expect(await screen.findByText("Thank you! Your review is posted.")).toBeInTheDocument();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /api/product/${cooler._id}/reviews`,
      `POST /api/product/${cooler._id}/reviews/4b0a3c1e-0000-4000-8000-0000000000e2/photos`,
      `POST /api/product/${cooler._id}/reviews/4b0a3c1e-0000-4000-8000-0000000000e2/photos`,
    ]);
  });
});
