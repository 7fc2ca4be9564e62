import { describe, expect, it } from "vitest";
import type { PageRequest } from "@vayu/shared/page-request";
import { defaultStoreProfile, type StoreProfile } from "@vayu/shared/site-settings";
import { createRenderer } from "./entry-server";

// About, Office, Service, Careers and the dealer enquiry pages in Hindi, and the settings' texts
// as ADR 326 chooses them: the Hindi, or the owner's English marked lang="en".
const template =
  '<!doctype html><html lang="en-IN"><head><!--head--><title>Vayu</title><!--/head--><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

const visit = (url: string): PageRequest => ({ url, method: "GET", session: null, flash: null });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** What the visitor sees: the page without its hydration state (which carries the settings as the API gave them). */
const shown = (html: string) => html.slice(0, html.indexOf('<script type="application/json" id="ssr-state">'));

/** The API answering only the store's settings. */
const renderWith = (settings: StoreProfile) =>
  createRenderer({
    template,
    origin: "https://shop.test",
    fetch: async (url) =>
      new URL(url, "https://shop.test").pathname === "/api/settings"
        ? json(settings)
        : new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 }),
  });

describe("the content and enquiry pages in Hindi", () => {
  const pages: [path: string, hindi: string, english: string][] = [
    ["/hi/about", "हम कौन हैं", "Who We Are"],
    ["/hi/office", "हमारा ऑफ़िस", "Office hours"],
    ["/hi/service", "हर ऑर्डर के साथ", "Included with every order"],
    ["/hi/career", "सर्विस टेक्नीशियन", "Open positions"],
    ["/hi/distributer", "डिस्ट्रीब्यूटर पूछताछ", "Firm details"],
    ["/hi/directdealer", "डायरेक्ट डीलर पूछताछ", "Business Proposal"],
  ];
  for (const [path, hindi, english] of pages)
    it(`renders ${path} in Hindi with lang="hi" and its links under /hi`, async () => {
      const page = await renderWith(defaultStoreProfile)(visit(path));
      expect(page.status).toBe(200);
      expect(page.html).toContain('<html lang="hi">');
      expect(page.html).toContain(hindi);
      expect(page.html).not.toContain(english);
      expect(page.html).not.toMatch(/href="\/(contact|distributer|directdealer)"/);
    });

  it("shows the default texts of the settings in Hindi: tagline, care hours and warranty", async () => {
    const page = await renderWith(defaultStoreProfile)(visit("/hi/service"));
    expect(page.html).toContain("ठंडी हवा, ताज़ा रसोई, रोशन घर");
    expect(page.html).toContain("सोमवार से शनिवार, सुबह 10 से शाम 6 बजे तक");
    expect(page.html).toContain("बनावट की खराबी पर 1 साल की वारंटी");
    expect(shown(page.html)).not.toContain(defaultStoreProfile.defaultWarranty);
  });

  it("marks the owner's English lang=\"en\" where they wrote no Hindi, and shows their Hindi where they did", async () => {
    const owners: StoreProfile = {
      ...defaultStoreProfile,
      customerCareHours: "Every day, 9 am to 9 pm",
      defaultWarranty: "2 years on every appliance",
      hi: { ...defaultStoreProfile.hi, customerCareHours: null, defaultWarranty: "हर उपकरण पर 2 साल" },
    };
    const page = await renderWith(owners)(visit("/hi/service"));
    expect(page.html).toContain('<span lang="en">Every day, 9 am to 9 pm</span>');
    expect(page.html).toContain("हर उपकरण पर 2 साल");
    expect(shown(page.html)).not.toContain("2 years on every appliance");
  });

  it("keeps the English pages as they were, with nothing marked", async () => {
    const page = await renderWith(defaultStoreProfile)(visit("/about"));
    expect(page.html).toContain('<html lang="en-IN">');
    expect(page.html).toContain("Who We Are");
    expect(page.html).toContain(defaultStoreProfile.customerCareHours);
    expect(page.html).not.toContain('lang="en"');
  });

  it("gives the home page a Hindi meta description on /hi/", async () => {
    const page = await renderWith(defaultStoreProfile)(visit("/hi/"));
    expect(page.html).toMatch(/<meta name="description" content="एयर कूलर, BLDC पंखे, मिक्सर ग्राइंडर और 4K LED टीवी ऑनलाइन खरीदें।/);
  });
});
