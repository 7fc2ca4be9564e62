import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { BannerType, BlogType, TestimonialType } from "@vayu/shared/content";
import type { StaffBannerType, StaffBlogType, StaffTestimonialType } from "@vayu/shared/staff-content";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ url })).json<T>();
const image = "/uploads/staff/0f9d2b1e-1111-4222-8333-944455556666.webp";

describe("home page content", () => {
  it("banners: created, reordered, switched off and deleted, and the home page's /banner follows at once", async () => {
    const created = await t.asStaff("POST", "/api/admin/banners", { image, headline: "Monsoon fans: BLDC ceiling fans from ₹2,999", link: "/fans", sortOrder: 2 });
    expect(created.statusCode).toBe(201);
    const banner = created.json<{ banner: StaffBannerType }>().banner;
    expect(banner).toMatchObject({ headline: "Monsoon fans: BLDC ceiling fans from ₹2,999", link: "/fans", active: true, sortOrder: 2 });
    const second = (await t.asStaff("POST", "/api/admin/banners", { image, headline: "Kitchen week", sortOrder: 1 })).json<{ banner: StaffBannerType }>().banner;
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners.map((b) => b.alt)).toEqual(["Kitchen week", "Monsoon fans: BLDC ceiling fans from ₹2,999"]);

    await t.asStaff("PATCH", `/api/admin/banners/${banner._id}`, { sortOrder: 0, headline: "Monsoon fans from ₹2,999" });
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners.map((b) => b.alt)).toEqual(["Monsoon fans from ₹2,999", "Kitchen week"]);
    await t.asStaff("PATCH", `/api/admin/banners/${second._id}`, { active: false });
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners.map((b) => b._id)).toEqual([banner._id]);
    expect((await t.asStaff("DELETE", `/api/admin/banners/${banner._id}`)).json()).toEqual({ message: "Banner deleted." });
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners).toEqual([]);

    const log = (await t.asStaff("GET", `/api/admin/audit?entity=banner&entityId=${banner._id}`)).json<AuditResponseType>().entries;
    expect(log.map((e) => e.action)).toEqual(["delete", "update", "create"]);
    expect(log[1]).toMatchObject({ before: { headline: "Monsoon fans: BLDC ceiling fans from ₹2,999", sortOrder: 2 }, after: { headline: "Monsoon fans from ₹2,999", sortOrder: 0 } });
  });

  it("a banner's headline is written over a photo without words, and every banner carries its link to the home page", async () => {
    const photo = (await t.asStaff("POST", "/api/admin/banners", { image, headline: "Fans from ₹1,590", link: "/fans", showHeadline: true })).json<{ banner: StaffBannerType }>().banner;
    expect(photo).toMatchObject({ headline: "Fans from ₹1,590", showHeadline: true, link: "/fans" });
    const artwork = (await t.asStaff("POST", "/api/admin/banners", { image, headline: "TVs from ₹11,490" })).json<{ banner: StaffBannerType }>().banner;
    expect(artwork.showHeadline).toBe(false);
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners).toEqual([
      { _id: photo._id, image, headline: "Fans from ₹1,590", link: "/fans" },
      { _id: artwork._id, image, alt: "TVs from ₹11,490" },
    ]);
    await t.asStaff("PATCH", `/api/admin/banners/${photo._id}`, { showHeadline: false });
    expect((await get<{ banners: BannerType[] }>("/api/banner")).banners[0]).toEqual({ _id: photo._id, image, alt: "Fans from ₹1,590", link: "/fans" });
    for (const banner of [photo, artwork]) await t.asStaff("DELETE", `/api/admin/banners/${banner._id}`);
  });

  it("banners refuse a link off the store that is not https, an image from elsewhere, and a missing headline", async () => {
    for (const [body, field] of [
      [{ image, headline: "Sale", link: "javascript:alert(1)" }, "link"],
      [{ image: "https://evil.example/a.webp", headline: "Sale" }, "image"],
      [{ image }, "headline"],
      [{ image, headline: "Sale", showHeadline: "yes" }, "showHeadline"],
    ] as const) {
      const response = await t.asStaff("POST", "/api/admin/banners", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await t.asStaff("PATCH", "/api/admin/banners/00000000-0000-4000-8000-000000000000", { active: false })).statusCode).toBe(404);
  });

  it("blogs and testimonials: written, unpublished and edited, as shoppers then read them", async () => {
    const blog = (
      await t.asStaff("POST", "/api/admin/blogs", { title: "Caring for your cooler pads", description: "Rinse them every two weeks in summer.", image, body: "## Why\n\nPads clog with dust." })
    ).json<{ blog: StaffBlogType }>().blog;
    expect((await get<{ data: BlogType }>(`/api/blogs/${blog._id}`)).data).toMatchObject({ title: "Caring for your cooler pads", body: "## Why\n\nPads clog with dust." });
    await t.asStaff("PATCH", `/api/admin/blogs/${blog._id}`, { published: false });
    expect((await t.app.inject({ url: `/api/blogs/${blog._id}` })).statusCode).toBe(404);

    const quote = (await t.asStaff("POST", "/api/admin/testimonials", { name: "Kavya Rao", message: "The tower fan is silent at night." })).json<{ testimonial: StaffTestimonialType }>().testimonial;
    expect(quote).toMatchObject({ image: "", active: true });
    await t.asStaff("PATCH", `/api/admin/testimonials/${quote._id}`, { message: "The tower fan is silent all night." });
    expect((await get<{ data: TestimonialType[] }>("/api/testimonials")).data).toContainEqual({ _id: quote._id, name: "Kavya Rao", image: "", message: "The tower fan is silent all night." });
  });
});
