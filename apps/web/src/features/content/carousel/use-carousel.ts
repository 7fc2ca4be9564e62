import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import type { EmblaPluginType } from "embla-carousel";
import { useEmbla } from "../../../lib/use-embla";
import { useReducedMotion } from "../use-reduced-motion";

export interface CarouselOptions {
  /** Autoplay delay in milliseconds. */
  delay: number;
  /**
   * Embla's scroll duration (its own unit, not milliseconds: 25 is about half a second,
   * 35 about 0.7 s); see docs/decisions/070-home-carousels.md.
   */
  duration: number;
  fade?: boolean;
  loop?: boolean;
  /** How many slides there are: the count of scroll positions until the carousel has measured them. */
  slides: number;
}

/**
 * An Embla carousel with autoplay that pauses while the pointer is over, or focus is
 * inside, the whole carousel (its arrows and dots included) and resumes on leave or blur.
 * Visitors who ask for reduced motion get no autoplay at all.
 */
export function useCarousel({ delay, duration, fade = false, loop = true, slides }: CarouselOptions) {
  const reducedMotion = useReducedMotion();
  const options = useMemo(() => ({ loop, duration, align: "start" as const }), [loop, duration]);
  const loadPlugins = useCallback(async () => {
    const plugins: EmblaPluginType[] = [];
    if (!reducedMotion) {
      const { default: Autoplay } = await import("embla-carousel-autoplay");
      plugins.push(
        Autoplay({ delay, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }),
      );
    }
    if (fade) plugins.push((await import("embla-carousel-fade")).default());
    return plugins;
  }, [delay, fade, reducedMotion]);
  const [viewportRef, embla] = useEmbla(options, loadPlugins);
  const [selected, setSelected] = useState(0);
  // Until Embla has measured the scroll positions (after hydration), one per slide: the server's
  // HTML then has the controls the live page shows, and nothing moves when they would appear.
  const [snapCount, setSnapCount] = useState(slides);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onInit = () => {
      setSnapCount(embla.scrollSnapList().length);
      onSelect();
    };
    onInit();
    embla.on("select", onSelect).on("reInit", onInit);
    return () => {
      embla.off("select", onSelect).off("reInit", onInit);
    };
  }, [embla]);

  const holds = useRef({ hover: false, focus: false });
  const applyHolds = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    // Autoplay sets itself up only for two slides or more; played with one, it throws.
    if (!autoplay || embla.scrollSnapList().length <= 1) return;
    if (holds.current.hover || holds.current.focus) autoplay.stop();
    else autoplay.play();
  }, [embla]);

  /** Spread on the element that wraps the viewport and its controls. */
  const pauseHandlers = {
    onMouseEnter: () => {
      holds.current.hover = true;
      applyHolds();
    },
    onMouseLeave: () => {
      holds.current.hover = false;
      applyHolds();
    },
    onFocus: () => {
      holds.current.focus = true;
      applyHolds();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      holds.current.focus = false;
      applyHolds();
    },
  };

  return {
    viewportRef,
    /** The carousel runs: the other slides can be seen, so their pictures are worth fetching. */
    live: embla !== undefined,
    selected,
    snapCount,
    pauseHandlers,
    scrollTo: useCallback((index: number) => embla?.scrollTo(index), [embla]),
    previous: useCallback(() => embla?.scrollPrev(), [embla]),
    next: useCallback(() => embla?.scrollNext(), [embla]),
  };
}
