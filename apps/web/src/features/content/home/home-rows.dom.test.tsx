import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setSiteOrigin } from "../../../lib/page-head";
import { fakeApi, openPage, product, type Answers } from "../../../test/storefront";

beforeAll(() => setSiteOrigin("https://vayu.example"));

const cooler = product(1, { title: "Desert Cooler", price: 10_000 });
const fan = product(2, { title: "Tower Fan", price: 5_000 });
const mixer = product(3, { title: "Mixer Grinder", price: 4_000 });
const kettle = product(4, { title: "Electric Kettle", price: 1_500 });
const heater = product(5, { title: "Water Heater", price: 9_000, salePrice: 6_300, saleEndsAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString() });
const tv = product(6, { title: "LED TV", price: 30_000, salePrice: 27_000 });

/** The home page's reads, `lang` appended on Hindi pages; blogs and testimonials absent. */
function homeReads(rows: { bestsellers: unknown[]; deals: unknown[] }, lang = ""): Answers {
  return {
    [`GET /api/banner${lang && `?${lang}`}`]: [200, { data: [] }],
    [`GET /api/blogs${lang && `?${lang}`}`]: [200, { data: [] }],
    [`GET /api/testimonials${lang && `?${lang}`}`]: [200, { data: [] }],
    [`GET /api/product/bestsellers${lang && `?${lang}`}`]: [200, { data: rows.bestsellers }],
    [`GET /api/product/deals${lang && `?${lang}`}`]: [200, { data: rows.deals }],
  };
}

const titlesIn = (section: HTMLElement) => within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("the home page's product rows", () => {
  it("shows the bestsellers in the server's order, and the deals with the sale's end", async () => {
    fakeApi(homeReads({ bestsellers: [kettle, cooler, fan, mixer], deals: [heater, tv] }));
    openPage("/");
    const bestsellers = (await screen.findByRole("heading", { name: "Bestsellers", level: 2 })).closest("section")!;
    expect(titlesIn(bestsellers)).toEqual(["Electric Kettle", "Desert Cooler", "Tower Fan", "Mixer Grinder"]);
    expect(bestsellers).toHaveTextContent("What shoppers bought most in the last 30 days.");

    const deals = screen.getByRole("heading", { name: "Deals", level: 2 }).closest("section")!;
    expect(titlesIn(deals)).toEqual(["Water Heater", "LED TV"]);
    expect(within(deals).getByTestId("sale-badge")).toHaveTextContent("Sale · 3d");
    expect(within(deals).getAllByRole("link", { name: "Water Heater" })[0]).toHaveAttribute("href", `/product/${heater._id}`);
  });

  it("leaves a row out when the server sends none: no bestsellers are made up", async () => {
    fakeApi(homeReads({ bestsellers: [], deals: [tv] }));
    openPage("/");
    await screen.findByRole("heading", { name: "Deals", level: 2 });
    expect(screen.queryByRole("heading", { name: "Bestsellers" })).toBeNull();
  });

  it("reads both rows in Hindi on /hi/ and heads them in Hindi", async () => {
    const hindiCooler = { ...cooler, title: "डेज़र्ट कूलर" };
    const { calls } = fakeApi(homeReads({ bestsellers: [hindiCooler, fan, mixer, kettle], deals: [{ ...heater, title: "वॉटर हीटर" }] }, "lang=hi"));
    openPage("/hi/");
    const bestsellers = (await screen.findByRole("heading", { name: "सबसे ज़्यादा बिकने वाले", level: 2 })).closest("section")!;
    expect(titlesIn(bestsellers)[0]).toBe("डेज़र्ट कूलर");
    expect(within(bestsellers).getAllByRole("link", { name: "डेज़र्ट कूलर" })[0]).toHaveAttribute("href", `/hi/product/${cooler._id}`);
    const deals = screen.getByRole("heading", { name: "डील्स", level: 2 }).closest("section")!;
    expect(titlesIn(deals)).toEqual(["वॉटर हीटर"]);
    expect(calls.map((call) => call.path)).toContain("/api/product/bestsellers?lang=hi");
  });

  it("names what each of the store's product lines is in Hindi on /hi/, the lines' names as the brand spells them", async () => {
    fakeApi(homeReads({ bestsellers: [], deals: [] }, "lang=hi"));
    openPage("/hi/");
    const strip = await screen.findByTestId("brand-strip");
    expect(within(strip).getByRole("img", { name: "Vayu Arctic, डेज़र्ट कूलर" })).toHaveTextContent("Arcticडेज़र्ट कूलर");
    expect(within(strip).getByRole("img", { name: "Vayu Gale, स्टैंड वाले पंखे" })).toBeInTheDocument();
    expect(strip).not.toHaveTextContent(/coolers|fans|grinders|mixers|TVs/);
  });

  it("marks the built-in posts English on /hi/ while the server's posts are not there", async () => {
    fakeApi({ ...homeReads({ bestsellers: [], deals: [] }, "lang=hi"), "GET /api/blogs?lang=hi": [500, { message: "down" }] });
    openPage("/hi/");
    const blogs = (await screen.findByRole("heading", { name: "हमारे नए ब्लॉग", level: 2 })).closest("section")!;
    expect(within(blogs).getByRole("heading", { name: "Fast Delivery Across India" })).toHaveAttribute("lang", "en");
  });
});
