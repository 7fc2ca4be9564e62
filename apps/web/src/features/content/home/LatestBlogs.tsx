import { useLingui } from "@lingui/react/macro";
import { useLocale } from "../../../lib/i18n";
import { useBlogs } from "../api/get-blogs";
import { builtInPosts } from "../built-in-posts";
import { CarouselArrow } from "../carousel/CarouselControls";
import { useCarousel } from "../carousel/use-carousel";
import { BlogCard } from "./BlogCard";
import { SectionHeading } from "./SectionHeading";

/**
 * "Our Latest Blogs": 4 cards a view, 3 below 1024 px, 2 below 768 px, 1 below 655 px (docs/product/storefront.md "Display constants").
 * The built-in posts stand in only while the server has not answered (marked English on Hindi pages); the home page
 * leaves the section out when it has none.
 */
export function LatestBlogs() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useBlogs();
  const blogs = data ?? builtInPosts(locale);
  const { viewportRef, previous, next, snapCount, pauseHandlers } = useCarousel({
    delay: 4000,
    duration: 35,
    slides: blogs.length,
  });
  // Kept in place, only hidden, when every card fits: the heading's row keeps its height.
  const arrowVisibility = snapCount > 1 ? undefined : "invisible";
  const arrows = blogs.length > 1 && (
    <>
      <CarouselArrow direction="previous" label={t`Previous blog posts`} onClick={previous} className={arrowVisibility} />
      <CarouselArrow direction="next" label={t`Next blog posts`} onClick={next} className={arrowVisibility} />
    </>
  );
  return (
    <section aria-labelledby="latest-blogs" aria-roledescription={t`carousel`} {...pauseHandlers}>
      <SectionHeading
        id="latest-blogs"
        eyebrow={t`Buying guides & tips`}
        title={t`Our Latest Blogs`}
        subtitle={t`Practical advice to pick, use and care for your appliances.`}
        actions={arrows}
      />
      <div ref={viewportRef} className="-m-1 overflow-hidden p-1">
        <div className="-ml-4 flex touch-pan-y sm:-ml-5">
          {blogs.map((blog) => (
            <div
              key={blog._id}
              className="min-w-0 flex-[0_0_100%] pl-4 min-[655px]:flex-[0_0_50%] sm:pl-5 md:flex-[0_0_33.3333%] lg:flex-[0_0_25%]"
            >
              <BlogCard
                blog={blog}
                sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, (min-width: 655px) 50vw, 100vw"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
