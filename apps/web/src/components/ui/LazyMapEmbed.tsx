import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { ExternalLink, MapPin } from "lucide-react";

/**
 * An embedded map that costs nothing until the visitor scrolls near it. The address and a
 * directions link sit under it, so the page is complete without the map (and without the
 * network the map needs).
 */
export function LazyMapEmbed({
  src,
  address,
  title,
}: {
  src: string;
  address: string;
  title?: string;
}) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div ref={frameRef} className="relative aspect-[4/3] bg-slate-100 sm:aspect-[16/7]">
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
            <MapPin className="size-7" aria-hidden />
          </span>
        </div>
        {near && (
          <iframe
            src={src}
            title={title ?? t`Map of our location`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 size-full border-0"
          />
        )}
      </div>
      <figcaption className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <span className="flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
          {address}
        </span>
        <a
          href={directions}
          target="_blank"
          rel="noreferrer"
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>Open in Google Maps</Trans>
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </figcaption>
    </figure>
  );
}
