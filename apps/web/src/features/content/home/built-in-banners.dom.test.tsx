import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setSiteOrigin } from "../../../lib/page-head";
import { fakeApi, openPage, type Answers } from "../../../test/storefront";

// The built-in banners, kept when the banner read fails, are drawn in the page's language
// (docs/decisions/337-hindi-banner-pictures.md).

beforeAll(() => setSiteOrigin("https://vayu.example"));

/** The home page's reads with the banners failing. */
function failingBanners(lang = ""): Answers {
  const query = lang && `?${lang}`;
  return {
    [`GET /api/banner${query}`]: [503, { message: "Service unavailable" }],
    [`GET /api/blogs${query}`]: [200, { data: [] }],
    [`GET /api/testimonials${query}`]: [200, { data: [] }],
    [`GET /api/product/bestsellers${query}`]: [200, { data: [] }],
    [`GET /api/product/deals${query}`]: [200, { data: [] }],
  };
}

const firstPicture = async () => within(await screen.findByTestId("home-banner")).getAllByRole("img")[0]!;

describe("the built-in banners", () => {
  it("are the Hindi pictures, with their widths and Hindi words, on /hi/", async () => {
    fakeApi(failingBanners("lang=hi"));
    openPage("/hi/");
    const picture = await firstPicture();
    expect(picture).toHaveAttribute("src", "/content/banners/fans-hi.webp");
    expect(picture.getAttribute("srcset")).toContain("/content/banners/fans-hi-640.webp 640w");
    expect(picture).toHaveAttribute("alt", expect.stringContaining("18% तक की छूट"));
    expect(picture).not.toHaveAttribute("lang");
  });

  it("are the English pictures on /", async () => {
    fakeApi(failingBanners());
    openPage("/");
    const picture = await firstPicture();
    expect(picture).toHaveAttribute("src", "/content/banners/fans.webp");
    expect(picture).toHaveAttribute("alt", expect.stringContaining("up to 18% off"));
  });
});
