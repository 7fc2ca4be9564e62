import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { sampleProduct, sampleProductEmi, sampleReview } from "@vayu/shared/testing";
import { createRenderer } from "./entry-server";

// The product page's later parts (reviews, questions, EMI plans, delivery check) have their
// messages in the `later` catalogue, which the page's route does not load: the page server loads
// it with their code for the page's language (app/routes/ProductPage.tsx prefetch), so their HTML
// is Hindi on /hi from the first request on, as the browser takes it over (docs/performance.md).
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });
const cooler = sampleProduct({
  _id: "4b0a3c1e-0000-4000-8000-0000000000a1",
  title: "Desert Air Cooler 70L",
  price: 50_000,
});
const review = sampleReview(cooler._id);
const answers: Record<string, unknown> = {
  [`/api/product/${cooler._id}`]: { data: { ...cooler, untranslated: [] } },
  [`/api/product/${cooler._id}/reviews`]: {
    data: [review],
    summary: { average: 5, count: 1, histogram: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 } },
    page: 1,
    pageSize: 10,
  },
  [`/api/product/${cooler._id}/questions`]: { data: [], total: 0, page: 1, pageSize: 5 },
  [`/api/product/${cooler._id}/emi`]: sampleProductEmi,
};

const render = createRenderer({
  template,
  origin: "https://shop.test",
  fetch: async (url) => {
    const body = answers[new URL(url, "https://shop.test").pathname];
    return body === undefined
      ? new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 })
      : new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  },
});

/** The page's text: its HTML without tags and React's text separators; the state script left out. */
const textOf = (html: string) => html.replace(/<script[^>]*>[^<]*<\/script>/g, "").replace(/<[^>]+>/g, "");

describe("the product page's later parts on the server", () => {
  it("render in Hindi on /hi, in English on /, whichever language came first", async () => {
    const hindiPage = await render(visit(`/hi/product/${cooler._id}`));
    const englishPage = await render(visit(`/product/${cooler._id}`));
    expect(hindiPage.status).toBe(200);
    expect(hindiPage.passes).toBe(1);
    const [hindi, english] = [hindiPage, englishPage].map(({ html }) => textOf(html));
    for (const text of ["रेटिंग और रिव्यू", "डिलीवरी का पिनकोड", "₹4,512.92/माह से EMI", "पूछने के लिए लॉग इन करें"])
      expect(hindi).toContain(text);
    for (const text of ["Ratings &amp; Reviews", "Delivery pincode", "EMI from", "Log in to ask"]) {
      expect(hindi).not.toContain(text);
      expect(english).toContain(text);
    }
    expect(hindi).not.toMatch(/\b(reviews|questions|delivery)\.[a-z][A-Za-z]+\b/);
  });
});
