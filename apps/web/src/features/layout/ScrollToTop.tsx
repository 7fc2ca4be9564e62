import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls smoothly to the top whenever the path changes (spec section 2), instantly for
 * reduced motion. The new page often lays out while the animation runs, and Chrome can
 * stop a smooth scroll part-way when content above the viewport changes size, so when the
 * first scroll ends short of the top, it finishes the job at once.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
    const finish = () => {
      if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: "instant" });
    };
    window.addEventListener("scrollend", finish, { once: true });
    const stop = window.setTimeout(() => window.removeEventListener("scrollend", finish), 1500);
    return () => {
      window.clearTimeout(stop);
      window.removeEventListener("scrollend", finish);
    };
  }, [pathname]);
  return null;
}
