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

it("puts text typed before the page was live back into its field and announces it, when a render showed the app's own text meanwhile", async () => {
  document.body.innerHTML = '<input type="search" name="q" value="">';
  const box = document.querySelector("input")!;
  runPaintFirst();
  box.value = "Thar 60";
  box.dispatchEvent(new Event("input", { bubbles: true }));

  // The app takes the page over; its state never heard of the text, so its next render empties the box.
  document.documentElement.dataset.live = "";
  box.value = "";
  const heard: string[] = [];
  box.addEventListener("input", () => heard.push(box.value));
  document.documentElement.dataset.hydrated = "";

  await expect.poll(() => heard).toEqual(["Thar 60"]);
  expect(box.value).toBe("Thar 60");
});

it("announces the whole text of a field typed in before the page was live and after, not what was typed before", async () => {
  document.body.innerHTML = '<input type="search" name="q" value="">';
  const box = document.querySelector("input")!;
  runPaintFirst();
  const type = (text: string) => {
    box.value = text;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  };
  type("43 in");
  document.documentElement.dataset.live = "";
  type("43 inch tv");

  const heard: string[] = [];
  box.addEventListener("input", () => heard.push(box.value));
  document.documentElement.dataset.hydrated = "";
  await expect.poll(() => heard).toEqual(["43 inch tv"]);
  expect(box.value).toBe("43 inch tv");
});

it("announces nothing for a field whose typing was undone before the page was live", async () => {
  document.body.innerHTML = '<input type="text" name="pincode" value="">';
  const field = document.querySelector("input")!;
  runPaintFirst();
  field.value = "110001";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.value = "";
  field.dispatchEvent(new Event("input", { bubbles: true }));

  const heard: string[] = [];
  field.addEventListener("input", () => heard.push(field.value));
  document.documentElement.dataset.live = "";
  document.documentElement.dataset.hydrated = "";
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(heard).toEqual([]);
});
