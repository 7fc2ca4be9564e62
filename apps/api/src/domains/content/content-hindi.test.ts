import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BannerType, BlogType, TestimonialType } from "@vayu/shared/content";
import type { StaffBannerType, StaffBlogType, StaffTestimonialType } from "@vayu/shared/staff-content";
import type { AuditResponseType } from "@vayu/shared/audit";
import { IMAGE_WIDTHS, imageVariant } from "@vayu/shared/catalog";
import { cameraJpeg, multipartFile } from "../../test/pictures";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";

// Content in two languages (docs/decisions/313-hindi-content-fields.md): staff write the Hindi
// beside the English, and `?lang=hi` answers it, naming what stayed English.

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const image = "/uploads/staff/0f9d2b1e-1111-4222-8333-944455556666.webp";

describe("banners in Hindi", () => {
  it("answer the Hindi headline on ?lang=hi, the English one otherwise, and fall back where none was written", async () => {
    const created = await t.asStaff("POST", "/api/admin/banners", {
      image,
      headline: "Fans from ₹1,590",
      showHeadline: true,
      sortOrder: 0,
      hi: { headline: "पंखे सिर्फ़ ₹1,590 से" },
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<{ banner: StaffBannerType }>().banner;
    expect(banner.hi).toEqual({ headline: "पंखे सिर्फ़ ₹1,590 से" });
    await t.asStaff("POST", "/api/admin/banners", { image, headline: "TVs from ₹11,490", sortOrder: 1 });

    expect((await get("/api/banner?lang=hi")).json<{ banners: BannerType[] }>().banners.map(({ alt, headline, untranslated }) => ({ alt, headline, untranslated }))).toEqual([
      { alt: undefined, headline: "पंखे सिर्फ़ ₹1,590 से", untranslated: [] },
      { alt: "TVs from ₹11,490", headline: undefined, untranslated: ["image", "alt"] },
    ]);
    for (const url of ["/api/banner", "/api/banner?lang=en"]) {
      const english = (await get(url)).json<{ banners: BannerType[] }>().banners;
      expect(english.map((b) => b.headline ?? b.alt)).toEqual(["Fans from ₹1,590", "TVs from ₹11,490"]);
      expect(english.every((b) => !("untranslated" in b))).toBe(true);
    }

    // Sent again, the Hindi replaces what was stored; empty removes it.
    const cleared = await t.asStaff("PATCH", `/api/admin/banners/${banner._id}`, { hi: { headline: "" } });
    expect(cleared.json<{ banner: StaffBannerType }>().banner.hi).toEqual({});
    expect((await get("/api/banner?lang=hi")).json<{ banners: BannerType[] }>().banners[0]).toMatchObject({ headline: "Fans from ₹1,590", untranslated: ["headline"] });
  });

  it("refuse a Hindi headline over the English limits, naming it", async () => {
    const res = await t.asStaff("POST", "/api/admin/banners", { image, headline: "Fans from ₹1,590", hi: { headline: "क".repeat(161) } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Hindi headline must be at most 160 characters");
  });
});

describe("a banner's Hindi picture (docs/decisions/337-hindi-banner-pictures.md)", () => {
  /** A picture sent through the staff console's upload, as the English banner picture is. */
  async function upload(bytes: Buffer, auth = t.staff.auth) {
    const { payload, headers } = multipartFile("file", "banner.jpg", "image/jpeg", bytes);
    return t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...auth } });
  }
  const hindiBanners = async () => (await get("/api/banner?lang=hi")).json<{ banners: BannerType[] }>().banners;

  it("is uploaded beside the English one, shown on ?lang=hi with its widths, never in English, and removed", async () => {
    const english = (await upload(await cameraJpeg(1920, 600))).json<{ url: string }>().url;
    const uploaded = await upload(await cameraJpeg(1920, 600));
    expect(uploaded.statusCode).toBe(201);
    const hindi = uploaded.json<{ url: string }>().url;
    for (const width of IMAGE_WIDTHS) expect((await get(imageVariant(hindi, width))).statusCode).toBe(200);

    const created = await t.asStaff("POST", "/api/admin/banners", {
      image: english,
      headline: "Air coolers up to 23% off",
      sortOrder: 0,
      hi: { headline: "एयर कूलर पर 23% तक की छूट", image: hindi },
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json<{ banner: StaffBannerType }>().banner;
    expect(banner.hi).toEqual({ headline: "एयर कूलर पर 23% तक की छूट", image: hindi });
    expect((await t.asStaff("GET", "/api/admin/banners")).json<{ banners: StaffBannerType[] }>().banners.find((b) => b._id === banner._id)?.hi).toEqual(banner.hi);

    expect((await hindiBanners()).find((b) => b._id === banner._id)).toEqual({ _id: banner._id, image: hindi, alt: "एयर कूलर पर 23% तक की छूट", untranslated: [] });
    expect((await get("/api/banner")).json<{ banners: BannerType[] }>().banners.find((b) => b._id === banner._id)).toEqual({ _id: banner._id, image: english, alt: "Air coolers up to 23% off" });

    // Removed, the English picture is shown, named English; its Hindi words stay its text alternative.
    const removed = await t.asStaff("PATCH", `/api/admin/banners/${banner._id}`, { hi: { headline: "एयर कूलर पर 23% तक की छूट", image: "" } });
    expect(removed.json<{ banner: StaffBannerType }>().banner.hi).toEqual({ headline: "एयर कूलर पर 23% तक की छूट" });
    expect((await hindiBanners()).find((b) => b._id === banner._id)).toEqual({
      _id: banner._id,
      image: english,
      alt: "एयर कूलर पर 23% तक की छूट",
      untranslated: ["image"],
    });

    const log = (await t.asStaff("GET", `/api/admin/audit?entity=banner&entityId=${banner._id}`)).json<AuditResponseType>().entries;
    expect(log[0]).toMatchObject({ action: "update", before: { hi: { image: hindi } }, after: { hi: { headline: "एयर कूलर पर 23% तक की छूट" } } });
    expect(log[0]!.after).not.toHaveProperty("hi.image");
    await t.asStaff("DELETE", `/api/admin/banners/${banner._id}`);
  });

  it("stands for a photo under a written headline too, without naming the English photo untranslated", async () => {
    const hindi = (await upload(await cameraJpeg(1920, 600))).json<{ url: string }>().url;
    const photo = (await t.asStaff("POST", "/api/admin/banners", { image, headline: "Fans from ₹1,590", showHeadline: true, hi: { image: hindi } })).json<{ banner: StaffBannerType }>().banner;
    const plain = (await t.asStaff("POST", "/api/admin/banners", { image, headline: "Mixers from ₹2,199", showHeadline: true })).json<{ banner: StaffBannerType }>().banner;
    const read = await hindiBanners();
    expect(read.find((b) => b._id === photo._id)).toMatchObject({ image: hindi, headline: "Fans from ₹1,590", untranslated: ["headline"] });
    expect(read.find((b) => b._id === plain._id)).toMatchObject({ image, untranslated: ["headline"] });
    for (const banner of [photo, plain]) await t.asStaff("DELETE", `/api/admin/banners/${banner._id}`);
  });

  it("refuses what is not a picture and a picture from elsewhere, naming the field; shoppers may not upload or edit", async () => {
    const text = await upload(Buffer.from("एयर कूलर पर 23% तक की छूट"));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ field: "file" });
    const elsewhere = await t.asStaff("POST", "/api/admin/banners", { image, headline: "Sale today", hi: { image: "https://evil.example/hi.webp" } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ field: "hi.image", message: "Hindi image must be a picture uploaded to the store" });

    expect((await upload(await cameraJpeg(), t.shopper.auth)).statusCode).toBe(403);
    expect((await t.asShopper("POST", "/api/admin/banners", { image, headline: "Sale today", hi: { image } })).statusCode).toBe(403);
  });
});

describe("blogs in Hindi", () => {
  let blog: StaffBlogType;
  beforeAll(async () => {
    const created = await t.asStaff("POST", "/api/admin/blogs", {
      title: "Choosing an air cooler",
      description: "Tank, air throw and pads decide how cool a room stays.",
      body: "Measure the room first.",
      image,
      hi: { title: "सही कूलर कैसे चुनें", description: "टंकी, हवा की फेंक और पैड तय करते हैं कि कमरा कितना ठंडा रहेगा।", body: "" },
    });
    expect(created.statusCode).toBe(201);
    blog = created.json<{ blog: StaffBlogType }>().blog;
  });

  it("keep the Hindi staff wrote, leaving out what they left empty", () => {
    expect(blog.hi).toEqual({ title: "सही कूलर कैसे चुनें", description: "टंकी, हवा की फेंक और पैड तय करते हैं कि कमरा कितना ठंडा रहेगा।" });
  });

  it("list in Hindi without bodies, and one post names its English body as untranslated", async () => {
    const list = (await get("/api/blogs?lang=hi")).json<{ data: BlogType[] }>().data;
    expect(list).toEqual([
      {
        _id: blog._id,
        image,
        title: "सही कूलर कैसे चुनें",
        description: "टंकी, हवा की फेंक और पैड तय करते हैं कि कमरा कितना ठंडा रहेगा।",
        createdAt: blog.createdAt,
        untranslated: [],
      },
    ]);
    const post = (await get(`/api/blogs/${blog._id}?lang=hi`)).json<{ data: BlogType }>().data;
    expect(post).toMatchObject({ title: "सही कूलर कैसे चुनें", body: "Measure the room first.", untranslated: ["body"] });
    expect((await get(`/api/blogs/${blog._id}`)).json<{ data: BlogType }>().data).toEqual({
      _id: blog._id,
      image,
      title: "Choosing an air cooler",
      description: "Tank, air throw and pads decide how cool a room stays.",
      body: "Measure the room first.",
      createdAt: blog.createdAt,
    });
  });

  it("are kept apart per language in the server's kept answers, and a Hindi edit reaches the next Hindi read", async () => {
    const hindi = await get("/api/blogs?lang=hi");
    const english = await get("/api/blogs");
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    expect((await get("/api/blogs?lang=hi")).body).toBe(hindi.body);
    await t.asStaff("PATCH", `/api/admin/blogs/${blog._id}`, { hi: { title: "कूलर चुनने का आसान तरीका" } });
    expect((await get("/api/blogs?lang=hi")).json<{ data: BlogType[] }>().data[0]).toMatchObject({
      title: "कूलर चुनने का आसान तरीका",
      description: "Tank, air throw and pads decide how cool a room stays.",
      untranslated: ["description"],
    });
    expect((await get("/api/blogs")).body).toBe(english.body);
  });

  it("refuse a language other than en and hi", async () => {
    const res = await get("/api/blogs?lang=fr");
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("lang must be en or hi");
  });
});

describe("testimonials in Hindi", () => {
  it("answer the Hindi message and keep the shopper's name as written", async () => {
    const created = await t.asStaff("POST", "/api/admin/testimonials", {
      name: "Vikram Singh",
      message: "The desert cooler cools the whole shop.",
      hi: { message: "डेज़र्ट कूलर पूरी दुकान ठंडी रखता है।" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ testimonial: StaffTestimonialType }>().testimonial.hi).toEqual({ message: "डेज़र्ट कूलर पूरी दुकान ठंडी रखता है।" });
    const [hindi] = (await get("/api/testimonials?lang=hi")).json<{ data: TestimonialType[] }>().data;
    expect(hindi).toMatchObject({ name: "Vikram Singh", message: "डेज़र्ट कूलर पूरी दुकान ठंडी रखता है।", untranslated: [] });
  });
});
