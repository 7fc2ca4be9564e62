import { sampleProductEmi, sampleReview } from "@vayu/shared/testing";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuestionType } from "@vayu/shared/questions";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product } from "../../test/storefront";

// The product page's later parts (reviews, questions, EMI plans, delivery check) bring their
// messages with their code, the `later` catalogue (docs/performance.md, 2026-11-28 03:10): this
// setup does not load it before the page (test/dom-setup.ts), as the browser does not.
beforeAll(() => setSiteOrigin("https://shop.test"));

const cooler = product(1, { title: "Desert Air Cooler 70L", price: 50_000 });
const review = sampleReview(cooler._id);
const histogram = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 };
const asked: QuestionType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000e2",
  productId: cooler._id,
  text: "How long does the tank last on high speed?",
  author: "Neha G.",
  pinned: false,
  createdAt: "2026-11-20T06:30:00Z",
  answers: [],
};
const emi = sampleProductEmi;

function store() {
  fakeApi({
    [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
    [`GET /api/product/${cooler._id}?lang=hi`]: [200, { data: { ...cooler, untranslated: [] } }],
    [`GET /api/product/${cooler._id}/reviews?page=1&sort=newest`]: [
      200,
      { data: [review], summary: { average: 5, count: 1, histogram }, page: 1, pageSize: 10 },
    ],
    [`GET /api/product/${cooler._id}/questions?page=1`]: [
      200,
      { data: [asked], total: 1, page: 1, pageSize: 5 },
    ],
    [`GET /api/product/${cooler._id}/emi`]: [200, emi],
  });
}

/** A catalogue id shown instead of its message ("reviews.noReviews"): the part drew before its catalogue came. */
const messageId = /\b(reviews|questions|delivery)\.[a-z][A-Za-z]+\b/;

describe("the product page's later parts", () => {
  it("speak Hindi at /hi, their catalogue loaded with their code", async () => {
    store();
    openPage(`/hi/product/${cooler._id}`);
    expect(await screen.findByRole("heading", { name: "रेटिंग और रिव्यू" })).toBeInTheDocument();
    expect(await screen.findByLabelText("डिलीवरी का पिनकोड")).toBeInTheDocument();
    expect(await screen.findByTestId("emi")).toHaveTextContent("₹4,512.92/माह से EMI");
    const questions = within(await screen.findByRole("region", { name: "सवाल-जवाब" }));
    expect(await questions.findByRole("link", { name: "पूछने के लिए लॉग इन करें" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(messageId);
    expect(screen.queryByText("Ratings & Reviews")).toBeNull();
    expect(screen.queryByText("Delivery pincode")).toBeNull();
  });

  it("speak English at /", async () => {
    store();
    openPage(`/product/${cooler._id}`);
    expect(await screen.findByRole("heading", { name: "Ratings & Reviews" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Delivery pincode")).toBeInTheDocument();
    expect(await screen.findByTestId("emi")).toHaveTextContent("EMI from ₹4,512.92/month");
    const questions = within(await screen.findByRole("region", { name: "Questions and answers" }));
    expect(await questions.findByRole("link", { name: "Log in to ask" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(messageId);
  });
});
