/**
 * The inline script that loads a server-rendered page's JavaScript once the page is on screen
 * (docs/decisions/182-paint-before-javascript.md). The server puts it, word for word, where the
 * build's module script was, with that script's URL in `data-entry`; the Content Security
 * Policy allows it by the SHA-256 of this exact text, so both import it from here.
 *
 * It starts the entry when the first contentful paint has been presented; at once when the page
 * cannot paint (a tab opened or put in the background before painting) or the browser reports
 * no paints; and after three seconds whatever happens. A module script added by a script runs
 * as soon as it arrives, so it is added only once the whole HTML is read, as the build's
 * module script would run: the app reads the server's state at the end of the body.
 */
export const PAINT_FIRST_SCRIPT = `(() => {
  const entry = document.currentScript.dataset.entry;
  let started = false;
  const addEntry = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    document.head.append(script);
  };
  const load = () => {
    if (started) return;
    started = true;
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", addEntry);
    else addEntry();
  };
  if (document.visibilityState !== "visible" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    load();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", load);
  setTimeout(load, 3000);
})();`;
