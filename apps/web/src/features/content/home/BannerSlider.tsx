import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { BannerType } from "@vayu/shared/content";
import { fallbackBanners, fallbackBannersHi } from "@vayu/shared/content-text";
import { LocalisedLink } from "../../../components/LocalisedLink";
import { englishIf } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";
import { useBanners } from "../api/get-banners";
import { CarouselArrow, CarouselDots } from "../carousel/CarouselControls";
import { useCarousel } from "../carousel/use-carousel";
import { contentSrcSet } from "../content-image";
import { headlineType } from "./banner-headline";
import { StoreWelcome } from "./StoreWelcome";

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 600;
const frameClass = "max-h-[500px] md:max-h-[600px]";

/**
 * The offer slider at the top of the home page: the server's banners, or the built-in ones
 * when it fails (docs/product/storefront.md "Behaviour"). A store with no banners is greeted
 * by its name instead of offers it does not make (docs/decisions/194-empty-store-pages.md).
 * While the request runs, a placeholder of the
 * same size holds the space, so the priority image is fetched once, not twice. Phones show
 * the left part (the offer's words) a little larger instead of the whole scene tiny.
 */
export function BannerSlider() {
  const { t } = useLingui();
  const { data, isPending } = useBanners();
  const builtIn = useLocale() === "hi" ? fallbackBannersHi : fallbackBanners;
  if (isPending) {
    return (
      <div
        className={`aspect-[16/7] w-full sm:aspect-[16/5] animate-pulse bg-gradient-to-r from-brand-100 via-brand-50 to-brand-100 ${frameClass}`}
        aria-busy="true"
        aria-label={t`Loading offers`}
        role="img"
      />
    );
  }
  if (data?.length === 0) return <StoreWelcome />;
  return <BannerCarousel banners={data ?? builtIn} />;
}

function BannerCarousel({ banners }: { banners: BannerType[] }) {
  const { t } = useLingui();
  const count = banners.length;
  const { viewportRef, live, selected, snapCount, scrollTo, previous, next, pauseHandlers } = useCarousel({
    delay: 7000,
    duration: 25,
    fade: true,
    slides: banners.length,
  });
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Offers`}
      className="relative w-full bg-brand-900"
      {...pauseHandlers}
      data-testid="home-banner"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => {
            const slide = index + 1;
            return (
              <div
                key={banner._id}
                className="relative min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slide} of ${count}`}
              >
                <BannerLink to={banner.link}>
                  {/* Until the carousel runs only the first slide can be seen: the others' pictures
                    would take a phone's bandwidth from it. */}
                  <img
                    src={index === 0 || live ? banner.image : undefined}
                    srcSet={index === 0 || live ? contentSrcSet(banner.image, BANNER_WIDTH) : undefined}
                    sizes="100vw"
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    // A headline written over the picture is the slide's text; the picture then says nothing more.
                    alt={banner.headline ? "" : banner.alt || t`Offer ${slide}`}
                    lang={banner.headline ? undefined : englishIf(banner, "alt")}
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : "auto"}
                    decoding={index === 0 ? "sync" : "async"}
                    className={`block aspect-[16/7] w-full object-cover object-left sm:aspect-[16/5] ${frameClass}`}
                  />
                  {banner.headline && (
                    // The bottom padding keeps the words above the slide dots (DOTS below).
                    <span className="absolute inset-0 flex items-center bg-gradient-to-r from-black/70 via-black/35 to-transparent px-6 pt-2 pb-8 sm:px-12 md:px-20 md:pb-12">
                      <span
                        lang={englishIf(banner, "headline")}
                        className={`max-h-full overflow-hidden leading-tight font-extrabold text-balance text-white drop-shadow ${headlineType(banner.headline)}`}
                      >
                        {banner.headline}
                      </span>
                    </span>
                  )}
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {snapCount > 1 && (
        <>
          {/* Phones swipe: arrows would cover the offer's words there. */}
          <div className="hidden sm:block">
            <CarouselArrow
              direction="previous"
              label={t`Previous offer`}
              variant="overlay"
              onClick={previous}
              className="absolute top-1/2 left-3 -translate-y-1/2 md:left-6"
            />
            <CarouselArrow
              direction="next"
              label={t`Next offer`}
              variant="overlay"
              onClick={next}
              className="absolute top-1/2 right-3 -translate-y-1/2 md:right-6"
            />
          </div>
          {/* DOTS: 24 px high, 4 px (16 px from md) above the bottom; a headline's padding clears them. */}
          <div className="absolute inset-x-0 bottom-1 md:bottom-4">
            <CarouselDots
              count={snapCount}
              selected={selected}
              onSelect={scrollTo}
              label={t`Offer slides`}
              tone="light"
            />
          </div>
        </>
      )}
    </section>
  );
}

/** The whole slide leads to the banner's link when it has one: a store page in the app, another site as a plain link. */
function BannerLink({ to, children }: { to: string | undefined; children: ReactNode }) {
  if (!to) return children;
  if (to.startsWith("/")) {
    return (
      <LocalisedLink to={to} className="block">
        {children}
      </LocalisedLink>
    );
  }
  return (
    <a href={to} className="block" rel="noopener">
      {children}
    </a>
  );
}
