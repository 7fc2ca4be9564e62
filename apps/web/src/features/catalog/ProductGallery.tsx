import { ChevronLeft, ChevronRight, ImageOff, ZoomIn, ZoomOut } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { useCallback, useState, useSyncExternalStore, type MouseEvent } from "react";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { useEmbla, type Embla } from "../../lib/use-embla";
import { useMessages } from "../../lib/i18n";

/**
 * The main picture's frame: square from 640 px up, shorter on phones so the product's title,
 * price and Add to Cart share the first screen with it (docs/decisions/202-phone-product-first-screen.md).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not text
export const GALLERY_ASPECT = "aspect-[4/3] sm:aspect-square";

/** Click zoom of 1.5x (docs/product/storefront.md "Product page"). */
export const ZOOM_SCALE = 1.5;

const thumbnailStrip = { align: "start", containScroll: "trimSnaps", dragFree: true } as const;

const CAN_PREV = 1;
const CAN_NEXT = 2;

/** Whether the thumbnail strip can scroll each way, kept in step with Embla's events. */
function useScrollEnds(embla: Embla | undefined): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      embla?.on("select", notify).on("reInit", notify).on("scroll", notify);
      return () => {
        embla?.off("select", notify).off("reInit", notify).off("scroll", notify);
      };
    },
    [embla],
  );
  return useSyncExternalStore(
    subscribe,
    () => (embla ? (embla.canScrollPrev() ? CAN_PREV : 0) | (embla.canScrollNext() ? CAN_NEXT : 0) : 0),
    () => 0,
  );
}

function Thumbnails({
  images,
  title,
  active,
  onSelect,
}: {
  images: string[];
  title: string;
  active: number;
  onSelect: (index: number) => void;
}) {
  const [viewport, embla] = useEmbla(thumbnailStrip);
  const ends = useScrollEnds(embla);
  const { t } = useLingui();
  const count = images.length;
  const arrowClasses =
    "absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink shadow-md ring-1 ring-slate-200 hover:text-brand-700 disabled:hidden";
  return (
    <div className="relative mt-3" role="group" aria-roledescription={t`carousel`} aria-label={t`Product images`}>
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ml-3 flex touch-pan-y">
          {images.map((image, index) => {
            const number = index + 1;
            return (
            <li
              key={image}
              className="min-w-0 flex-[0_0_25%] pl-3 sm:flex-[0_0_33.3333%]"
              data-testid="gallery-thumb"
            >
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={t`Show image ${number} of ${count}`}
                aria-current={index === active}
                className={`block aspect-square w-full overflow-hidden rounded-xl bg-white p-1 ring-2 transition ring-inset ${index === active ? "ring-brand-600" : "ring-slate-200 hover:ring-slate-300"}`}
              >
                <ResponsiveImage
                  src={image}
                  alt={t`${title}, view ${number}`}
                  sizes="(min-width: 1024px) 180px, (min-width: 640px) 33vw, 25vw"
                  width={240}
                  height={240}
                  className="size-full rounded-lg object-contain"
                />
              </button>
            </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        className={`${arrowClasses} left-1`}
        onClick={() => embla?.scrollPrev()}
        disabled={!(ends & CAN_PREV)}
        aria-label={t`Previous images`}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        className={`${arrowClasses} right-1`}
        onClick={() => embla?.scrollNext()}
        disabled={!(ends & CAN_NEXT)}
        aria-label={t`More images`}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
    </div>
  );
}

/** The product page gallery: the chosen image with 1.5x click-to-zoom that follows the pointer, and a thumbnail slider. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const { t } = useLingui();
  const messages = useMessages(browseMessages);
  const scale = ZOOM_SCALE;

  if (images.length === 0) {
    return (
      <div className={`flex ${GALLERY_ASPECT} flex-col items-center justify-center rounded-2xl bg-white text-slate-500 ring-1 ring-slate-200`}>
        <ImageOff className="size-12" aria-hidden />
        <p className="mt-3 font-medium">{messages.catalog.noImages}</p>
      </div>
    );
  }

  const current = images[Math.min(active, images.length - 1)]!;
  /** The point under the pointer, as a transform origin. */
  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`;
  };

  return (
    <div>
      <button
        type="button"
        onClick={(event) => {
          // A keyboard "click" has no pointer (its `detail` is 0): zoom into the centre.
          setOrigin(event.detail === 0 ? "50% 50%" : pointAt(event));
          setZoomed((z) => !z);
        }}
        onMouseMove={(event) => zoomed && setOrigin(pointAt(event))}
        onMouseLeave={() => setZoomed(false)}
        aria-pressed={zoomed}
        aria-label={zoomed ? t`Zoom out` : t`Zoom in ${scale}x`}
        className={`relative block ${GALLERY_ASPECT} w-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
      >
        <ResponsiveImage
          key={current}
          src={current}
          alt={title}
          priority="high"
          sizes="(min-width: 1024px) 560px, 100vw"
          width={960}
          height={960}
          data-testid="gallery-main"
          className="size-full object-contain transition-transform duration-200 ease-out"
          style={{ transform: `scale(${zoomed ? ZOOM_SCALE : 1})`, transformOrigin: origin }}
        />
        <span
          className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200"
          aria-hidden
        >
          {zoomed ? <ZoomOut className="size-3.5" /> : <ZoomIn className="size-3.5" />}
          {/* The start of the button's label, as a shopper using voice control reads it out. */}
          {zoomed ? <Trans>Zoom out</Trans> : <Trans>Zoom in</Trans>}
        </span>
      </button>
      {images.length > 1 && (
        <Thumbnails
          images={images}
          title={title}
          active={active}
          onSelect={(index) => {
            setActive(index);
            setZoomed(false);
          }}
        />
      )}
    </div>
  );
}
