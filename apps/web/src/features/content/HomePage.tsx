import { JsonLd } from "../../components/ui/JsonLd";
import { PageMeta } from "../../components/ui/PageMeta";
import { siteOrigin } from "../../lib/page-head";
import type { Prefetch } from "../../lib/prefetch";
import { useCategories } from "../../lib/queries/get-categories";
import { bannersQuery } from "./api/get-banners";
import { blogsQuery, useBlogs } from "./api/get-blogs";
import { testimonialsQuery, useTestimonials } from "./api/get-testimonials";
import { siteSettings } from "@vayu/shared/site-settings";
import { BannerSlider } from "./home/BannerSlider";
import { BrandStrip } from "./home/BrandStrip";
import { CategoryStrip } from "./home/CategoryStrip";
import { LatestBlogs } from "./home/LatestBlogs";
import { ScrollReveal } from "./home/ScrollReveal";
import { TestimonialsSection } from "./home/TestimonialsSection";

/** schema.org Organization: the store's name, logo, contact and social profiles. */
function organizationJsonLd() {
  const origin = siteOrigin();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteSettings.name,
    legalName: siteSettings.legal.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: siteSettings.email,
    telephone: siteSettings.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: siteSettings.address.line1,
      addressLocality: siteSettings.address.city,
      addressRegion: siteSettings.address.state,
      postalCode: siteSettings.address.pincode,
      addressCountry: "IN",
    },
    sameAs: siteSettings.social.map((profile) => profile.href),
  };
}

const section = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(bannersQuery),
    queryClient.prefetchQuery(blogsQuery),
    queryClient.prefetchQuery(testimonialsQuery),
  ]);

/**
 * Home (docs/product/storefront.md "Home"): banner slider, Our Latest Blogs, Testimonials, Our Brand, in that order.
 * A section the store has nothing for is left out, and a store without a catalogue yet shows
 * no product lines (docs/decisions/194-empty-store-pages.md).
 */
export default function HomePage() {
  const hasBlogs = useBlogs().data?.length !== 0;
  const hasTestimonials = useTestimonials().data?.length !== 0;
  const hasCatalog = useCategories().data?.length !== 0;
  return (
    <>
      <PageMeta
        title="Vayu Home Appliances | Air Coolers, Fans, Mixer Grinders & LED TVs"
        description="Shop air coolers, BLDC fans, mixer grinders and 4K LED TVs online. Flat ₹5 delivery, 2-year warranty, pay by UPI or card."
      />
      <JsonLd data={organizationJsonLd()} />
      <h1 className="sr-only">Vayu Home Appliances</h1>
      <BannerSlider />
      <div className={`${section} pt-8 md:pt-10`}>
        <CategoryStrip />
      </div>
      {hasBlogs && (
        <ScrollReveal className={`${section} py-10 md:py-14`}>
          <LatestBlogs />
        </ScrollReveal>
      )}
      {hasTestimonials && (
        <div className="bg-gradient-to-b from-brand-50 to-slate-50 py-12 md:py-16">
          <ScrollReveal className={section}>
            <TestimonialsSection />
          </ScrollReveal>
        </div>
      )}
      {hasCatalog && (
        <ScrollReveal className="pt-12 md:pt-16">
          <div className={section}>
            <BrandStrip />
          </div>
        </ScrollReveal>
      )}
    </>
  );
}
