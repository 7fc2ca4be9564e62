import { describe, expect, it } from "vitest";
import type { BannerType } from "@vayu/shared/content";
import type { PageRequest } from "@vayu/shared/page-request";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { createRenderer } from "./entry-server";

// A banner's Hindi picture (docs/decisions/337-hindi-banner-pictures.md): /hi/ shows it, first
// and prioritised, with its widths; without one, the English picture is shown marked lang="en".
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const english = "/uploads/staff/0f9d2b1e-1111-4222-8333-944455556666.webp";
const hindi = "/uploads/staff/7a1c3e5f-2222-4333-8444-a55566667777.webp";

/** The API answering the settings and the banners of each language (`null`: the banner read fails); nothing else. */
const renderWith = (banners: Record<"en" | "hi", BannerType[] | null>) =>
  createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async (url) => {
      const { pathname, searchParams } = new URL(url, "https://shop.test");
      const answer = pathname === "/api/settings" ? defaultStoreProfile : pathname === "/api/banner" ? banners[searchParams.get("lang") === "hi" ? "hi" : "en"] : null;
      return answer ? json(pathname === "/api/banner" ? { banners: answer } : answer) : new Response("{}", { status: 503 });
    },
  });

/** The home page's banner pictures, as tags. */
const pictures = (html: string) => html.match(/<img [^>]*>/g)!.filter((img) => /src(set)?="\/(uploads|content)\/(staff|banners)\//.test(img));

describe("banner pictures on the home page", () => {
  const drawn: BannerType = { _id: "b1", image: english, alt: "Air coolers up to 23% off" };

  it("/hi/ shows the Hindi picture with its widths, fetched first", async () => {
    const page = await renderWith({ en: [drawn], hi: [{ _id: "b1", image: hindi, alt: "एयर कूलर पर 23% तक की छूट", untranslated: [] }] })(visit("/hi/"));
    const [first] = pictures(page.html);
    expect(first).toContain(`src="${hindi}"`);
    expect(first).toContain(hindi.replace(".webp", "-640.webp 640w"));
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).toContain('alt="एयर कूलर पर 23% तक की छूट"');
    expect(first).not.toContain("lang=");
    expect(page.html).not.toContain(english.replace(".webp", ""));
    // An image preload React writes for it follows its srcset: never the English picture.
    for (const preload of page.html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []) expect(preload).toContain(`${hindi.replace(".webp", "-320.webp")} 320w`);
  });

  it("/hi/ shows a banner without a Hindi picture in English, its English words marked lang=\"en\"", async () => {
    const page = await renderWith({ en: [drawn], hi: [{ ...drawn, untranslated: ["image", "alt"] }] })(visit("/hi/"));
    const [first] = pictures(page.html);
    expect(first).toContain(`src="${english}"`);
    expect(first).toContain('alt="Air coolers up to 23% off"');
    expect(first).toContain('lang="en"');
  });

  it("/hi/ gives an English picture its Hindi words when staff wrote them, unmarked", async () => {
    const page = await renderWith({ en: [drawn], hi: [{ ...drawn, alt: "एयर कूलर पर 23% तक की छूट", untranslated: ["image"] }] })(visit("/hi/"));
    const [first] = pictures(page.html);
    expect(first).toContain(`src="${english}"`);
    expect(first).toContain('alt="एयर कूलर पर 23% तक की छूट"');
    expect(first).not.toContain("lang=");
  });

  it("/ keeps the English picture, unmarked", async () => {
    const page = await renderWith({ en: [drawn], hi: null })(visit("/"));
    const [first] = pictures(page.html);
    expect(first).toContain(`src="${english}"`);
    expect(first).not.toContain("lang=");
  });
});
