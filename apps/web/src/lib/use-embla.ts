import { useEffect, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";

export type Embla = EmblaCarouselType;

/**
 * An Embla carousel on the element given to the returned ref, its code fetched once the page is
 * live rather than with the first load (docs/decisions/177-lean-first-load.md): until then the
 * server's HTML shows the first slide where it will stay. `options` and `loadPlugins` must
 * keep their identity between renders (useMemo, or module constants); a new one rebuilds the
 * carousel, and `loadPlugins` makes new plugin instances each time it is called.
 */
export function useEmbla(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
): [(viewport: HTMLElement | null) => void, Embla | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<Embla>();
  useEffect(() => {
    if (!viewport) return;
    let carousel: Embla | undefined;
    let gone = false;
    void Promise.all([import("embla-carousel"), loadPlugins?.() ?? []]).then(
      ([{ default: EmblaCarousel }, plugins]) => {
        if (gone) return;
        carousel = EmblaCarousel(viewport, options, plugins);
        setEmbla(carousel);
      },
      // A chunk that failed to arrive leaves the first slide standing, as before the carousel ran.
      () => undefined,
    );
    return () => {
      gone = true;
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, options, loadPlugins]);
  return [setViewport, embla];
}
