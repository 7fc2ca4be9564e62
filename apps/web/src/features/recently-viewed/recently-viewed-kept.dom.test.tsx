import { screen } from "@testing-library/react";
import { beforeAll, expect, it, vi } from "vitest";
import { setSiteOrigin } from "../../lib/page-head";
import { fakeApi, openPage, product } from "../../test/storefront";

// The row's code never arrives in this file, as on a slow network when the shopper moves on quickly.
vi.mock("./RecentlyViewed", () => new Promise(() => undefined));

beforeAll(() => setSiteOrigin("https://vayu.example"));

it("keeps the view on the device before the row's code arrives", async () => {
  const cooler = product(1, { title: "Desert Cooler" });
  fakeApi({ [`GET /api/product/${cooler._id}`]: [200, { data: cooler }] });
  openPage(`/product/${cooler._id}`);
  await screen.findByRole("heading", { name: "Desert Cooler", level: 1 });
  await expect.poll(() => window.localStorage.getItem("vayu:recently-viewed")).toBe(JSON.stringify([cooler._id]));
});
