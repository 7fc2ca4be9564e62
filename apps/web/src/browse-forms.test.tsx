import { describe, expect, it } from "vitest";
import { createRenderer } from "./entry-server";

// The header's search, the results' and the listing's filters as GET forms the server answers
// (docs/decisions/216-browsing-forms-before-javascript.md), through the real server renderer.
const template =
  '<!doctype html><html><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const categories = [
  {
    _id: "c1",
    name: "Air Coolers",
    image: "/uploads/c1.webp",
    subcategories: [
      { _id: "desert", name: "Desert Coolers", image: "" },
      { _id: "tower", name: "Tower Coolers", image: "" },
    ],
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The categories and an empty search answer; every other read fails, and shows as loading. */
const render = createRenderer({
  template,
  origin: "https://shop.test",
  fetch: async (url) =>
    url.startsWith("/api/category/categoryandsubcategpry")
      ? json({ categories })
      : url.startsWith("/api/search?")
        ? json({ data: [], total: 0, page: 1, limit: 24 })
        : json({ message: "Service unavailable" }, 503),
});

const visit = (url: string) => render({ url, method: "GET", session: null, flash: null });

type Attributes = Record<string, string>;

/** Every `<tag …>` in the HTML, with its attributes. */
function tags(html: string, tag: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? ""])),
  );
}

/** The filter form (a GET form with an id, for the controls outside it) sent to `action`, and what is inside it. */
function formTo(html: string, action: string) {
  const forms = tags(html, "form").filter((form) => form.action === action && form.method === "get" && form.id);
  expect(forms).toHaveLength(1);
  const form = forms[0]!;
  const start = html.indexOf(`<form id="${form.id}"`);
  return { form, inside: html.slice(start, html.indexOf("</form>", start)) };
}

describe("browsing before or without JavaScript", () => {
  it("renders the listing's filters and sort as one GET form of the listing's URL parameters", async () => {
    const page = await visit("/air-coolers/c1/tower?sort=price-asc");
    expect(page.status).toBe(200);
    const { form, inside } = formTo(page.html, "/air-coolers/c1");
    const boxes = tags(page.html, "input").filter((input) => input.name === "sub");
    expect(boxes.map(({ value, form: owner, checked }) => ({ value, owner, checked }))).toEqual([
      { value: "desert", owner: form.id, checked: undefined },
      { value: "tower", owner: form.id, checked: "" },
    ]);
    expect(tags(inside, "input").map((input) => input.name)).toEqual(["min", "max"]);
    expect(tags(page.html, "select")).toEqual([expect.objectContaining({ name: "sort", form: form.id })]);
    expect(tags(page.html, "option").find((option) => option.value === "price-asc")).toHaveProperty("selected");
    // Apply beside the sort, for a phone where the filter panel is below it.
    expect(tags(page.html, "button")).toContainEqual(expect.objectContaining({ type: "submit", form: form.id }));
  });

  it("answers the form's URL with the listing's own, a range typed the wrong way round turned round", async () => {
    const sent = await visit("/air-coolers/c1?sort=featured&sub=tower&min=&max=9000");
    expect(sent).toMatchObject({ status: 301, location: "/air-coolers/c1/tower?max=9000" });
    const reversed = await visit("/air-coolers/c1?sort=price-desc&sub=desert&sub=tower&min=9000&max=2000");
    expect(reversed).toMatchObject({
      status: 301,
      location: "/air-coolers/c1?sub=desert&sub=tower&sort=price-desc&min=2000&max=9000",
    });
  });

  it("renders the header's search as a GET form of /search?q= and the results' filters as one of the page's parameters", async () => {
    const page = await visit("/search?q=cooler");
    expect(page.status).toBe(200);
    const boxes = tags(page.html, "form").filter((form) => form.role === "search");
    // In the bar on a desktop and in a row of its own below it: CSS shows one.
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toMatchObject({ method: "get", action: "/search" });
    const queries = tags(page.html, "input").filter((input) => input.name === "q");
    expect(queries.map(({ type, value }) => ({ type, value }))).toEqual([
      { type: "search", value: "cooler" },
      { type: "search", value: "cooler" },
      { type: "hidden", value: "cooler" },
    ]);
    const { form, inside } = formTo(page.html, "/search");
    expect(tags(inside, "input").map((input) => input.name)).toEqual(["q", "min", "max"]);
    const owned = tags(page.html, "input").filter((input) => input.form === form.id);
    expect(owned.map(({ name, value }) => `${name}=${value}`)).toEqual(["category=", "category=c1", "stock=1"]);
    expect(tags(page.html, "select")).toEqual([expect.objectContaining({ name: "sort", form: form.id })]);
  });

  it("answers the results' form with the search's own URL: no empty fields, the range the right way round", async () => {
    const sent = await visit("/search?sort=relevance&category=&q=cooler&min=&max=9000");
    expect(sent).toMatchObject({ status: 301, location: "/search?q=cooler&max=9000" });
    const reversed = await visit("/search?q=cooler&min=9000&max=100&stock=1");
    expect(reversed).toMatchObject({ status: 301, location: "/search?q=cooler&min=100&max=9000&stock=1" });
    expect((await visit("/search")).status).toBe(200);
  });
});
