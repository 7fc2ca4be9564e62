import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";
import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { createRenderer } from "./entry-server";

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
