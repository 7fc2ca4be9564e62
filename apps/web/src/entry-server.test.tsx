import { describe, expect, it } from "vitest";
import { createRenderer } from "./entry-server";

// Vitest renders with React itself (the build's Preact alias is not applied here): these tests
// are about what the renderer does with the API's answers, which is the same on both.
const template =
  '<!doctype html><html><head><!--head--><title>Vayu</title><!--/head--></head><body><div id="root"></div></body></html>';

/** An API in the same process that answers every read with `status`. */
const answering = (status: number, message: string) => async () =>
  new Response(JSON.stringify({ message }), { status, headers: { "content-type": "application/json" } });

describe("the server renderer", () => {
  it("renders a page whose reads failed as loading, for the browser to try again, not as an error or a missing page", async () => {
    const render = createRenderer({
      template,
      origin: "https://shop.test",
      fetch: answering(503, "Service unavailable"),
    });
    const page = await render("/blog/a-stored-post");
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Blog post not found");
    expect(page.html).not.toContain("We could not load this page.");
    expect(page.html).toContain('aria-busy="true"');
  });

  it("answers 404 with the not-found page for a blog post that does not exist", async () => {
    const render = createRenderer({
      template,
      origin: "https://shop.test",
      fetch: answering(404, "Not found"),
    });
    const page = await render("/blog/no-such-post");
    expect(page.status).toBe(404);
    expect(page.html).toContain("Blog post not found");
  });
});
