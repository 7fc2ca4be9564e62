import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const userScrollEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls smoothly to the top whenever the path changes (docs/product/storefront.md "Shared layout") or the
 * shopper turns a page of a listing or of search results (`?page=`), instantly for
 * reduced motion; to the part of the page the URL names (`#reviews`), when the page shows it,
 * as the browser does for a page it loads. The new page often lays out while the animation
 * runs, and Chrome can stop a smooth scroll part-way when content above the viewport changes
 * size; so if that first scroll ends short of the top and the shopper has not taken over
 * meanwhile, it finishes the job at once.
 * Not on the page the browser loaded: a shopper who scrolled before its script ran stays
 * where they are when the page goes live (the browser itself goes to a `#` on load).
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const page = new URLSearchParams(search).get("page");
  const place = `${pathname}?${page ?? ""}#${hash}`;
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    const named = hash ? document.getElementById(hash.slice(1)) : null;
    if (named) {
      named.scrollIntoView();
      return;
    }
    if (window.scrollY === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
    const finish = () => {
      stop();
      if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: "instant" });
    };
    const timer = window.setTimeout(() => stop(), 1500);
    function stop() {
      window.clearTimeout(timer);
      window.removeEventListener("scrollend", finish);
      for (const name of userScrollEvents) window.removeEventListener(name, stop);
    }
    window.addEventListener("scrollend", finish);
    for (const name of userScrollEvents) window.addEventListener(name, stop, { passive: true });
    return stop;
  }, [place, hash]);
  return null;
}
