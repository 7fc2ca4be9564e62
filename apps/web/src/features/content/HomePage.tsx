import { useLingui } from "@lingui/react/macro";
import { JsonLd } from "../../components/ui/JsonLd";
import { PageMeta } from "../../components/ui/PageMeta";
import { siteOrigin } from "../../lib/page-head";
import { localeOfPath } from "@vayu/shared/locale";
import type { Prefetch } from "../../lib/prefetch";
import { useCategories } from "../../lib/queries/get-categories";
import { bannersQuery } from "./api/get-banners";
import { blogsQuery, useBlogs } from "./api/get-blogs";
import { testimonialsQuery, useTestimonials } from "./api/get-testimonials";
import { socialLinks, type StoreProfile } from "@vayu/shared/site-settings";
import { useDeliveryPromise } from "../../components/store-promises";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { BannerSlider } from "./home/BannerSlider";
import { BrandStrip } from "./home/BrandStrip";
import { CategoryStrip } from "./home/CategoryStrip";
import { Bestsellers, Deals } from "./home/HomeProductRows";
import { homeRowQuery } from "./api/get-home-rows";
import { LatestBlogs } from "./home/LatestBlogs";
import { ScrollReveal } from "./home/ScrollReveal";
import { TestimonialsSection } from "./home/TestimonialsSection";

/** schema.org Organization: the store's name, logo, contact and social profiles. */
function organizationJsonLd(settings: StoreProfile) {
  const origin = siteOrigin();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.storeName,
    legalName: settings.legalName,
    url: `${origin}/`,
    logo: settings.logo ? new URL(settings.logo, origin).href : `${origin}/favicon.svg`,
    email: settings.email,
    telephone: settings.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.registeredAddress.line1,
      addressLocality: settings.registeredAddress.city,
      addressRegion: settings.state,
      postalCode: settings.registeredAddress.pincode,
      addressCountry: "IN",
    },
    sameAs: socialLinks(settings).map((profile) => profile.href),
  };
}

const section = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

export const prefetch: Prefetch = ({ queryClient, url }) => {
  const locale = localeOfPath(url.pathname);
  return Promise.all([
    queryClient.prefetchQuery(bannersQuery(locale)),
    queryClient.prefetchQuery(blogsQuery(locale)),
    queryClient.prefetchQuery(testimonialsQuery(locale)),
    queryClient.prefetchQuery(homeRowQuery("bestsellers", locale)),
    queryClient.prefetchQuery(homeRowQuery("deals", locale)),
  ]);
};

/**
 * Home (docs/product/storefront.md "Home"): banner slider, categories, Bestsellers and Deals
 * (docs/decisions/335-home-that-sells.md), Our Latest Blogs, Testimonials, Our Brand, in that order.
 * A section the store has nothing for is left out, and a store without a catalogue yet shows
 * no product lines (docs/decisions/194-empty-store-pages.md).
 */
export default function HomePage() {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const promise = useDeliveryPromise(settings);
  const hasBlogs = useBlogs().data?.length !== 0;
  const hasTestimonials = useTestimonials().data?.length !== 0;
  const hasCatalog = useCategories().data?.length !== 0;
  return (
    <>
      <PageMeta
        title={t`Air Coolers, Fans, Mixer Grinders & LED TVs`}
        storeNameFirst
        description={t`Shop air coolers, BLDC fans, mixer grinders and 4K LED TVs online. ${promise}, pay by UPI, card or cash on delivery.`}
      />
      <JsonLd data={organizationJsonLd(settings)} />
      <h1 className="sr-only">{settings.storeName}</h1>
      <BannerSlider />
      <div className={`${section} pt-8 md:pt-10`}>
        <CategoryStrip />
      </div>
      <Bestsellers className={`${section} pt-10 md:pt-14`} />
      <Deals className={`${section} pt-10 md:pt-14`} />
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
