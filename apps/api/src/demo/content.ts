import type { Db } from "../db/client";
import type { FileStore } from "../files/file-store";
import { writeWebpVariants } from "../images/webp";
import { avatarSvg, bannerSvg, coverSvg } from "./content-art";
import { demoBanners, demoBlogs, demoBlogsHi, demoTestimonials } from "./content-items";
import { readHindiBanner } from "./hindi-banner-art";
import { writeBannerWebp } from "../domains/content/images";
import { banners, blogs, testimonials } from "../domains/content/tables";

const DAY_MS = 24 * 60 * 60 * 1000;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Seeds the offer banners, buying guides and customer reviews of the demo store, marked `demo` for `npm run demo:clear`. */
export async function seedContent(db: Db, files: FileStore): Promise<void> {
  const bannerRows = await Promise.all(
    demoBanners.map(async ({ art, name, alt, altHi }, sortOrder) => ({
      image: await writeBannerWebp(bannerSvg(art), files, `banners/${name}`),
      alt,
      hi: { alt: altHi, image: await writeBannerWebp(await readHindiBanner(name), files, `banners/${name}-hi`) },
      sortOrder,
      demo: true,
    })),
  );
  const now = Date.now();
  const blogRows = await Promise.all(
    demoBlogs.map(async ({ slug: name, cover, title, description, body }, index) => {
      const publishedAt = new Date(now - (index * 9 + 2) * DAY_MS);
      return {
        title,
        description,
        body,
        hi: demoBlogsHi[name] ?? null,
        image: await writeWebpVariants(coverSvg(cover.glyph, cover.colors, cover.companion), files, `blogs/${name}`),
        createdAt: publishedAt,
        updatedAt: publishedAt,
        demo: true,
      };
    }),
  );
  const testimonialRows = await Promise.all(
    demoTestimonials.map(async ({ name, message, messageHi }, sortOrder) => ({
      name,
      message,
      hi: { message: messageHi },
      image: await writeWebpVariants(avatarSvg(name), files, `testimonials/${slug(name)}`),
      sortOrder,
      demo: true,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(banners).values(bannerRows);
    await tx.insert(blogs).values(blogRows);
    await tx.insert(testimonials).values(testimonialRows);
  });
}
