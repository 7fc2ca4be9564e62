import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";
import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { createRenderer } from "./entry-server";
import { emptyCart } from "./test/form-posts";

// Vitest renders with React itself (the build's Preact alias is not applied here): these tests
// are about what the renderer does with the API's answers, which is the same on both.
const template =
  '<!doctype html><html><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** An anonymous visit to `url`. */
const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

/** A renderer whose API, in the same process, answers every read with `status`. */
const rendererAnswering = (status: number, message: string) =>
  createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async () =>
      new Response(JSON.stringify({ message }), { status, headers: { "content-type": "application/json" } }),
  });

describe("the server renderer", () => {
  it("renders a page whose reads failed as loading, for the browser to try again, not as an error or a missing page", async () => {
    const page = await rendererAnswering(503, "Service unavailable")(visit("/blog/a-stored-post"));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Blog post not found");
    expect(page.html).not.toContain("We could not load this page.");
    expect(page.html).toContain('aria-busy="true"');
  });

  it("answers 404 with the not-found page for a blog post that does not exist", async () => {
    const page = await rendererAnswering(404, "Not found")(visit("/blog/no-such-post"));
    expect(page.status).toBe(404);
    expect(page.html).toContain("Blog post not found");
  });

  it("loads the page's script through the paint-first loader, not as a module script fetched beside the page", async () => {
    const page = await rendererAnswering(404, "Not found")(visit("/blog/no-such-post"));
    expect(page.html).toContain(
      `<script data-entry="/assets/index-abc123.js">${PAINT_FIRST_SCRIPT}</script>`,
    );
    expect(page.html).not.toContain('<script type="module"');
  });

  it("writes a title with dollar signs as it is, not as replacement patterns", async () => {
    const title = "Diwali offer: $& and $' off";
    const post = { _id: "diwali", image: "/uploads/blogs/diwali.webp", title, description: "Save $` today." };
    const render = createRenderer({
      template,
      origin: "https://shop.test",
      fetch: async (url) =>
        url.includes("/blogs/diwali")
          ? new Response(JSON.stringify({ data: post }), {
              status: 200,
              headers: { "content-type": "application/json" },
            })
          : new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 }),
    });
    const page = await render(visit("/blog/diwali"));
    expect(page.html).toContain("<title>Diwali offer: $&amp; and $' off | Vayu Home Appliances</title>");
    expect(page.html).toContain('content="Save $` today."');
    expect(page.html.match(/<!doctype/g)).toHaveLength(1);
  });
});

describe("forms posted before or without JavaScript (docs/decisions/195-forms-before-javascript.md)", () => {
  const shopper = { token: "t0ken", user: { _id: "u1", name: "Asha Verma", email: "asha@example.in" }, csrf: "c" };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const emptyCartAnswer = { cart: emptyCart, message: "" };

  /** A renderer whose API answers `answer(path, init)`; every call is recorded. */
  function rendererWith(answer: (path: string, init: RequestInit) => Response) {
    const calls: { path: string; body: unknown; authorization: string | null }[] = [];
    const render = createRenderer({
      template,
      origin: "https://shop.test",
      fetch: async (url, init) => {
        const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
        calls.push({ path: url, body, authorization: new Headers(init.headers).get("authorization") });
        return answer(url, init);
      },
    });
    return { render, calls };
  }
  const post = (url: string, fields: Record<string, string>, session: PageRequest["session"] = null): PageRequest => ({
    url,
    method: "POST",
    form: new URLSearchParams(fields).toString(),
    session,
    flash: null,
  });

  it("adds to cart and goes back to the page with the toast", async () => {
    const { render, calls } = rendererWith((path) => (path === "/api/cart" ? json(200, emptyCartAnswer) : json(404, {})));
    const page = await render(
      post("/cart", { intent: "add", productId: "p-1", quantity: "2", returnTo: "/product/p-1" }, shopper),
    );
    expect(page).toMatchObject({ status: 303, location: "/product/p-1", flash: { kind: "success", message: "Added to cart!" } });
    expect(calls.find((call) => call.path === "/api/cart")?.body).toEqual({ productId: "p-1", quantity: 2 });
  });

  it("sends a signed-out shopper to log in with what they meant, never back to another site", async () => {
    const { render } = rendererWith(() => json(401, { message: "Please log in to continue." }));
    const page = await render(post("/cart", { intent: "add", productId: "p-1", returnTo: "//evil.example" }));
    expect(page.status).toBe(303);
    expect(page.location).toBe("/login?redirect=%2Fcart&intent=cart-add%3Ap-1");
    expect(page.flash).toEqual({ kind: "error", message: "You need to login First" });
  });

  it("logs in, does the add the shopper meant as them, and shows its toast where they were", async () => {
    const { render, calls } = rendererWith((path) =>
      path === "/api/auth/login"
        ? json(200, { accessToken: "n3w", user: shopper.user })
        : path === "/api/cart"
          ? json(409, { message: "Product is already in the cart!" })
          : json(404, {}),
    );
    const page = await render(
      post("/login?redirect=%2Fproduct%2Fp-1&intent=cart-add%3Ap-1", { email: "asha@example.in", password: "secret-pass-123" }),
    );
    expect(page).toMatchObject({ status: 303, location: "/product/p-1", flash: { kind: "warning", message: "Product is already in the cart!" } });
    expect(calls.find((call) => call.path === "/api/cart")?.authorization).toBe("Bearer n3w");
  });

  it("shows a refused login on the page with the e-mail kept", async () => {
    const { render } = rendererWith(() => json(401, { message: "Invalid email or password" }));
    const page = await render(post("/login", { email: "asha@example.in", password: "wrong-password" }));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Invalid email or password");
    expect(page.html).toContain('value="asha@example.in"');
  });

  it("places a cash-on-delivery order with the lines, total and key the checkout was rendered with; a repeat lands on that order", async () => {
    const { render, calls } = rendererWith((path) =>
      path === "/api/order" ? json(409, { message: "This order was already placed.", orderId: "o-7" }) : json(404, {}),
    );
    const fields = new URLSearchParams({ "delivery-address": "a-1", payment: "cod", totalAmount: "2695", idempotencyKey: "k-1" });
    fields.append("line", "p-1:1");
    fields.append("line", "p-2:2");
    const page = await render({ url: "/checkoutPage", method: "POST", form: fields.toString(), session: shopper, flash: null });
    expect(page).toMatchObject({ status: 303, location: "/orders/o-7", flash: { kind: "success", message: "Order placed successfully!" } });
    expect(calls.find((call) => call.path === "/api/order")?.body).toEqual({
      paymentType: "COD",
      products: [
        { product: "p-1", quantity: 1 },
        { product: "p-2", quantity: 2 },
      ],
      totalAmount: 2695,
      address: "a-1",
    });
  });

  it("says paying online needs the script, and places nothing", async () => {
    const { render, calls } = rendererWith(() => json(404, {}));
    const page = await render(post("/checkoutPage?buyNow=p-1", { "delivery-address": "a-1", payment: "online" }, shopper));
    expect(page).toMatchObject({ status: 303, location: "/checkoutPage?buyNow=p-1", flash: { kind: "warning" } });
    expect(page.flash?.message).toMatch(/^Paying online needs JavaScript/);
    expect(calls.some((call) => call.path === "/api/order")).toBe(false);
  });

  it("sends a visitor without a session from a page that needs login to /login, saying why, and back after", async () => {
    const { render } = rendererWith(() => json(404, {}));
    const page = await render(visit("/account"));
    expect(page).toMatchObject({ status: 303, location: "/login?redirect=%2Faccount", flash: { kind: "error", message: "You need to login First" } });
    // Buy Now tapped before the page's script: the checkout of that product, after login.
    const buyNow = await render(visit("/checkoutPage?buyNow=p-1&quantity=2"));
    expect(buyNow).toMatchObject({ status: 303, location: "/login?redirect=%2FcheckoutPage%3FbuyNow%3Dp-1%26quantity%3D2", flash: { message: "You need to login First" } });
  });

  it("answers /auth/sign-in, where an expired session lands, with a redirect to /login that keeps only a way back inside the store", async () => {
    const { render } = rendererWith(() => json(404, {}));
    expect(await render(visit("/auth/sign-in?redirect=%2Fcart"))).toMatchObject({ status: 303, location: "/login?redirect=%2Fcart" });
    expect(await render(visit("/auth/sign-in?redirect=https%3A%2F%2Fevil.example"))).toMatchObject({ status: 303, location: "/login" });
  });
});
