import { cleanup, screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setSiteOrigin } from "../../lib/page-head";
import { queryClient } from "../../lib/query-client";
import { fakeApi, openPage, product } from "../../test/storefront";

beforeAll(() => setSiteOrigin("https://vayu.example"));
beforeEach(() => window.localStorage.clear());

const cooler = product(1, { title: "Desert Cooler" });
const fan = product(2, { title: "Tower Fan" });
const gone = product(3, { title: "Deleted Heater" });

const kept = () => JSON.parse(window.localStorage.getItem("vayu:recently-viewed") ?? "[]") as string[];

/** Opens a product page and waits until this device keeps the view. */
async function visit(path: string, title: string, id: string) {
  openPage(path);
  await screen.findByRole("heading", { name: title, level: 1 });
  await expect.poll(() => kept()[0]).toBe(id);
}
const leave = () => {
  cleanup();
  queryClient.clear();
};

describe("recently viewed on the product page", () => {
  it("shows the products opened before on this device, not the one on screen", async () => {
    fakeApi({
      [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
      [`GET /api/product/${fan._id}`]: [200, { data: fan }],
    });
    await visit(`/product/${cooler._id}`, "Desert Cooler", cooler._id);
    expect(screen.queryByRole("heading", { name: "Recently viewed" })).toBeNull();
    leave();

    await visit(`/product/${fan._id}`, "Tower Fan", fan._id);
    const row = (await screen.findByRole("heading", { name: "Recently viewed", level: 2 })).closest("section")!;
    expect(within(row).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Desert Cooler"]);
    expect(within(row).getAllByRole("link", { name: "Desert Cooler" })[0]).toHaveAttribute("href", `/product/${cooler._id}`);
  });

  it("leaves out a product that is gone since, newest first otherwise", async () => {
    window.localStorage.setItem("vayu:recently-viewed", JSON.stringify([gone._id, cooler._id]));
    fakeApi({
      [`GET /api/product/${cooler._id}`]: [200, { data: cooler }],
      [`GET /api/product/${fan._id}`]: [200, { data: fan }],
      [`GET /api/product/${gone._id}`]: [404, { message: "Product not found" }],
    });
    await visit(`/product/${fan._id}`, "Tower Fan", fan._id);
    const row = (await screen.findByRole("heading", { name: "Recently viewed", level: 2 })).closest("section")!;
    expect(within(row).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Desert Cooler"]);
    expect(kept()).toEqual([fan._id, gone._id, cooler._id]);
  });

  it("titles the row and its products in Hindi on /hi pages", async () => {
    fakeApi({
      [`GET /api/product/${cooler._id}?lang=hi`]: [200, { data: { ...cooler, title: "डेज़र्ट कूलर" } }],
      [`GET /api/product/${fan._id}?lang=hi`]: [200, { data: { ...fan, title: "टावर पंखा" } }],
    });
    await visit(`/hi/product/${cooler._id}`, "डेज़र्ट कूलर", cooler._id);
    leave();
    await visit(`/hi/product/${fan._id}`, "टावर पंखा", fan._id);
    const row = (await screen.findByRole("heading", { name: "हाल ही में देखे गए", level: 2 })).closest("section")!;
    expect(within(row).getAllByRole("link", { name: "डेज़र्ट कूलर" })[0]).toHaveAttribute("href", `/hi/product/${cooler._id}`);
  });
});
