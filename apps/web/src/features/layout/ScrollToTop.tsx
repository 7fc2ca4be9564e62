import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls smoothly to the top whenever the path changes (spec section 2), instantly for reduced motion. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  }, [pathname]);
  return null;
}
