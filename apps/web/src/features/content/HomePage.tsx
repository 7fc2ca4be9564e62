import { PageMeta } from "../../components/ui/PageMeta";
import { BannerSlider } from "./home/BannerSlider";
import { BrandStrip } from "./home/BrandStrip";
import { CategoryStrip } from "./home/CategoryStrip";
import { LatestBlogs } from "./home/LatestBlogs";
import { ScrollReveal } from "./home/ScrollReveal";
import { TestimonialsSection } from "./home/TestimonialsSection";

const section = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** Home (docs/product/storefront.md "Home"): banner slider, Our Latest Blogs, Testimonials, Our Brand, in that order. */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Vayu Home Appliances | Air Coolers, Fans, Mixer Grinders & LED TVs"
        description="Shop air coolers, BLDC fans, mixer grinders and 4K LED TVs online. Flat ₹5 delivery, 2-year warranty, pay by UPI or card."
      />
      <h1 className="sr-only">Vayu Home Appliances</h1>
      <BannerSlider />
      <div className={`${section} pt-8 md:pt-10`}>
        <CategoryStrip />
      </div>
      <ScrollReveal className={`${section} py-10 md:py-14`}>
        <LatestBlogs />
      </ScrollReveal>
      <div className="bg-gradient-to-b from-brand-50 to-slate-50 py-12 md:py-16">
        <ScrollReveal className={section}>
          <TestimonialsSection />
        </ScrollReveal>
      </div>
      <ScrollReveal className="pt-12 md:pt-16">
        <div className={section}>
          <BrandStrip />
        </div>
      </ScrollReveal>
    </>
  );
}
