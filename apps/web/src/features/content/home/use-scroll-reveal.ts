import { useEffect } from "react";
import AOS from "aos";
import "aos/dist/aos.css";
import { prefersReducedMotion } from "../use-reduced-motion";

let started = false;

/**
 * Scroll-reveal of the home page's sections with the spec's settings (offset 100,
 * duration 800, ease-in-sine, delay 100). Visitors who ask for reduced motion see
 * everything at once: AOS then removes its attributes and never hides a section.
 */
export function useScrollReveal() {
  useEffect(() => {
    if (started) {
      AOS.refreshHard();
      return;
    }
    started = true;
    AOS.init({ offset: 100, duration: 800, easing: "ease-in-sine", delay: 100, once: true, disable: prefersReducedMotion });
  }, []);
}
