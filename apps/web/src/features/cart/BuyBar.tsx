import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { ProductType } from "@vayu/shared/catalog";
import { englishIf } from "../../lib/content-language";
import { formatPaiseShort } from "@vayu/shared/money";
import { productLine, unitPricePaise } from "@vayu/shared/pricing";

/**
 * Whether the top of `slot` is still below the screen: the shopper has not scrolled to it yet.
 * Assumed so until the browser says (the server cannot know), which is where a phone opens the page.
 */
function useNotYetReached(slot: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(true);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const screenBottom = entry.rootBounds?.bottom ?? window.innerHeight;
      setBelow(!entry.isIntersecting && entry.boundingClientRect.top >= screenBottom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [slot]);
  return below;
}

/**
 * The docked bar's height, as `--buy-bar-height` on the page, while it is docked to the bottom of
 * the screen: the compare tray sits on it rather than over it (docs/decisions/330-compare-products.md).
 */
function usePublishedHeight(bar: RefObject<HTMLElement | null>, docked: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!element || !docked || typeof ResizeObserver === "undefined") return;
    const page = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const onScreen = getComputedStyle(element).position === "fixed";
      page.setProperty("--buy-bar-height", `${onScreen ? element.offsetHeight : 0}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      page.removeProperty("--buy-bar-height");
    };
  }, [bar, docked]);
}

/**
 * The buy box's buttons on phones and tablets (below 1024 px): docked to the bottom of the
 * screen as a buy bar with the product's title and price until the shopper scrolls to where
 * they sit in the buy box, and in their place from there on, so the first screen always
 * offers the product with its price and Add to Cart (docs/decisions/202-phone-product-first-screen.md).
 * One set of buttons, never a copy; the desktop layout does not change.
 */
export function BuyBar({ product, children }: { product: ProductType; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const docked = useNotYetReached(slot);
  const bar = useRef<HTMLDivElement>(null);
  usePublishedHeight(bar, docked);
  return (
    // While the buttons are docked on a live page, their place in the buy box is kept as tall as
    // they will stand there (two 48 px buttons, one above the other below 640 px, side by side up to
    // 1024 px): taking it must not push what is below down, under a finger about to tap it. Without
    // the script they stay docked, and the place is not kept.
    <div
      ref={slot}
      className={docked ? "max-sm:[[data-live]_&]:min-h-[6.75rem] sm:max-lg:[[data-live]_&]:min-h-12" : undefined}
    >
      <div
        ref={bar}
        data-docked={docked}
        className={
          docked
            ? "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white/95 max-lg:px-3 max-lg:pt-2 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] max-lg:backdrop-blur"
            : ""
        }
      >
        {docked && (
          <div className="mb-2 flex items-baseline justify-between gap-3 lg:hidden">
            <p lang={englishIf(product, "title")} className="min-w-0 truncate text-sm font-medium text-ink">
              {product.title}
            </p>
            {/* What the shopper pays; the buy box above shows the list price and the saving. */}
            <p className="shrink-0 text-lg font-bold text-ink">{formatPaiseShort(unitPricePaise(productLine(product, 1)))}</p>
          </div>
        )}
        <div
          className={`grid gap-3 sm:grid-cols-2 ${docked ? "max-lg:grid-cols-2 max-lg:gap-2 max-lg:[&_button]:px-2" : ""}`}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
