import { useEffect, useRef, type ReactNode } from "react";
import { prefersReducedMotion } from "../use-reduced-motion";
import "./scroll-reveal.css";

/** How far into the viewport a section's top comes before it reveals (docs/product/storefront.md "Home": offset 100). */
const OFFSET_PX = 100;

/**
 * A home section that fades up when the shopper scrolls to it (docs/product/storefront.md "Home", ADR 070):
 * opacity and transform only, so nothing around it moves. It is hidden only once this
 * script has seen it below the fold with an IntersectionObserver to bring it back; without
 * one, with reduced motion, or already on screen, it simply shows.
 */
export function ScrollReveal({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = ref.current;
    if (!section || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (section.getBoundingClientRect().top < window.innerHeight - OFFSET_PX) return;
    section.dataset.reveal = "waiting";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        section.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: `0px 0px -${OFFSET_PX}px 0px` },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
