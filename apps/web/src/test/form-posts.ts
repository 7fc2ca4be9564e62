import { buildCart } from "@vayu/shared/cart";
import type { ProductType } from "@vayu/shared/catalog";
import { defaultStoreProfile, deliveryFeesOf } from "@vayu/shared/site-settings";
import type { PageRequest } from "@vayu/shared/page-request";
import { createRenderer } from "../entry-server";

/**
 * Forms posted to the server renderer, the page server's half of a form post
 * (docs/decisions/195-forms-before-javascript.md), over a fake API that records every call.
 */

/** A built index.html's shape: the head markers and the entry the renderer swaps for the paint-first loader. */
export const template =
  '<!doctype html><html><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

export interface ApiCall {
  method: string;
  /** The API path with its query: `/api/wishlist`. */
  path: string;
  body: unknown;
  authorization: string | null;
}

/** What the fake API answers a call: its status and JSON body. */
export type Answer = readonly [status: number, body: unknown];

type Session = NonNullable<PageRequest["session"]>;

/** The shopper whose page session the posts carry. */
export const shopper: Session = {
  token: "page-session-token",
  user: { _id: "4b0a3c1e-0000-4000-8000-000000000001", name: "Priya Sharma", email: "priya@example.com" },
  csrf: "csrf-of-the-session",
};

/**
 * The renderer over an API that answers `answers` (keyed "METHOD /api/path") and anything else
 * with a 503, recording each call in `calls`.
 */
export function storeAnswering(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const render = createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async (url, init) => {
      const method = init.method ?? "GET";
      calls.push({
        method,
        path: url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init.headers).get("authorization"),
      });
      const [status, body] = answers[`${method} ${url}`] ?? [503, { message: "Service unavailable" }];
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  /** The form's fields posted to `url` by `session` (the shopper unless said), with its CSRF token. */
  const post = (url: string, fields: Record<string, string>, session: Session | null = shopper) =>
    render({
      url,
      method: "POST",
      form: new URLSearchParams({ _csrf: session?.csrf ?? "", ...fields }).toString(),
      session,
      flash: null,
    });
  const visit = (url: string, session: Session | null = shopper) =>
    render({ url, method: "GET", session, flash: null });
  /** The calls other than reads: what the form did. */
  const writes = () => calls.filter((call) => call.method !== "GET");
  return { calls, writes, post, visit };
}

/** A product of the demo store's shape. */
export const sampleProduct = (id: string, stock = 9): ProductType => ({
  _id: id,
  title: "Vayu Cool 40L Air Cooler",
  price: 8999,
  salePrice: 7499,
  images: [],
  description: "A desert cooler for rooms up to 250 sq ft.",
  rating: 0,
  ratingCount: 0,
  stock,
  category: { _id: "4b0a3c1e-0000-4000-8000-0000000000c1", name: "Air Coolers" },
  subcategory: { _id: "4b0a3c1e-0000-4000-8000-0000000000c2", name: "Desert Coolers" },
  createdAt: "2026-01-01T00:00:00.000Z",
  hsn: "84796000",
  gstRate: 18,
  countryOfOrigin: "India",
  warranty: "1 year",
});

/** A product id as the API's (a UUID). */
export const PRODUCT_ID = "4b0a3c1e-0000-4000-8000-0000000000a1";

/** An empty cart as the API sends it, priced by the one pricing function. */
export const emptyCart = buildCart([], [], deliveryFeesOf(defaultStoreProfile));
