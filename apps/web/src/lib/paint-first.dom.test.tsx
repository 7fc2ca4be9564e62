import { PAINT_FIRST_SCRIPT } from "@vayu/shared/paint-first";
import { afterEach, expect, it, vi } from "vitest";

/** Runs the paint-first loader as the server's page does; the app's entry it adds is not fetched here. */
function runPaintFirst() {
  vi.spyOn(document.head, "append").mockImplementation(() => undefined);
  const loader = document.createElement("script");
  loader.dataset.entry = "/assets/index-abc123.js";
  Object.defineProperty(document, "currentScript", { value: loader, configurable: true });
  new Function(PAINT_FIRST_SCRIPT)();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete document.documentElement.dataset.live;
  delete document.documentElement.dataset.hydrated;
});

/** A served page with one empty field, the paint-first loader running on it. */
function servedField(html: string) {
  document.body.innerHTML = html;
  const field = document.querySelector("input")!;
  runPaintFirst();
  const type = (text: string) => {
    field.value = text;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
  /** What the app hears from the field once the page is marked settled. */
  const heard: string[] = [];
  const settle = () => {
    field.addEventListener("input", () => heard.push(field.value));
    document.documentElement.dataset.live = "";
    document.documentElement.dataset.hydrated = "";
  };
  return { field, type, heard, settle };
}

it("puts text typed before the page was live back into its field and announces it, when a render showed the app's own text meanwhile", async () => {
  const { field: box, type, heard, settle } = servedField('<input type="search" name="q" value="">');
  type("Thar 60");
  // The app takes the page over; its state never heard of the text, so its next render empties the box.
  document.documentElement.dataset.live = "";
  box.value = "";
  settle();
  await expect.poll(() => heard).toEqual(["Thar 60"]);
  expect(box.value).toBe("Thar 60");
});

it("announces the whole text of a field typed in before the page was live and after, not what was typed before", async () => {
  const { field: box, type, heard, settle } = servedField('<input type="search" name="q" value="">');
  type("43 in");
  document.documentElement.dataset.live = "";
  type("43 inch tv");
  settle();
  await expect.poll(() => heard).toEqual(["43 inch tv"]);
  expect(box.value).toBe("43 inch tv");
});

it("announces nothing for a field whose typing was undone before the page was live", async () => {
  const { type, heard, settle } = servedField('<input type="text" name="pincode" value="">');
  type("110001");
  type("");
  settle();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(heard).toEqual([]);
});
