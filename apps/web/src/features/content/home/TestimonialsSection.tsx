import { useLingui } from "@lingui/react/macro";
import { Quote } from "lucide-react";
import type { TestimonialType } from "@vayu/shared/content";
import { fallbackTestimonials, initials } from "@vayu/shared/content-text";
import { useTestimonials } from "../api/get-testimonials";
import { CarouselDots } from "../carousel/CarouselControls";
import { useCarousel } from "../carousel/use-carousel";
import { englishIf } from "../../../lib/content-language";
import { contentSrcSet } from "../content-image";
import { SectionHeading } from "./SectionHeading";

/** Slide widths for min(count, 3) cards on wide screens, 2 below 1024 px and 1 below 768 px (docs/product/storefront.md "Display constants"). */
function slideClasses(count: number): string {
  /* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not text */
  if (count === 1) return "flex-[0_0_100%] md:px-[15%] lg:px-[30%]";
  if (count === 2) return "flex-[0_0_100%] md:flex-[0_0_50%]";
  return "flex-[0_0_100%] md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]";
  /* eslint-enable lingui/no-unlocalized-strings */
}

/** The built-in testimonials stand in only while the server has not answered; the home page leaves the section out when it has none. */
export function TestimonialsSection() {
  const { t } = useLingui();
  const { data } = useTestimonials();
  const testimonials = data ?? fallbackTestimonials;
  const { viewportRef, selected, snapCount, scrollTo, pauseHandlers } = useCarousel({
    delay: 4000,
    duration: 35,
    slides: testimonials.length,
  });
  return (
    <section aria-labelledby="testimonials" aria-roledescription={t`carousel`} {...pauseHandlers}>
      <SectionHeading
        id="testimonials"
        align="center"
        eyebrow={t`What our customers are saying`}
        title={t`Testimonials`}
        subtitle={t`Our innovative designs, craftsmanship, and quality have won the trust of our customers.`}
      />
      <div ref={viewportRef} className="-m-1 overflow-hidden p-1">
        <div className="-ml-5 flex touch-pan-y">
          {testimonials.map((testimonial) => (
            <div key={testimonial._id} className={`min-w-0 pl-5 ${slideClasses(testimonials.length)}`}>
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      {/* The dots' height is kept even when every card fits and there are none. */}
      <div className="mt-5 min-h-6">
        <CarouselDots count={snapCount} selected={selected} onSelect={scrollTo} label={t`Testimonial slides`} />
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialType }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Quote className="size-8 text-accent-500" aria-hidden />
      <blockquote className="mt-3 flex-1">
        <p lang={englishIf(testimonial, "message")} className="line-clamp-3 leading-relaxed text-slate-700" title={testimonial.message}>
          {testimonial.message}
        </p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        {testimonial.image ? (
          <img
            src={testimonial.image}
            srcSet={contentSrcSet(testimonial.image)}
            sizes="48px"
            width={48}
            height={48}
            alt=""
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            className="flex size-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            aria-hidden
          >
            {initials(testimonial.name)}
          </span>
        )}
        <span className="block font-semibold text-ink">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}
