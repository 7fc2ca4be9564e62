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
 *
 * A tap on a button that needs the script (`type="button"`) before the app has taken the page
 * over (it marks `data-live` then) is kept and replayed once the page has settled (`data-hydrated`,
 * marked after the first effects); forms and links work without the script
 * (docs/decisions/195-forms-before-javascript.md).
 */
export const PAINT_FIRST_SCRIPT = `(() => {
  const root = document.documentElement;
  const taps = [];
  const keepTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type === "button" && !root.hasAttribute("data-live")) taps.push(button);
  };
  document.addEventListener("click", keepTap, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    document.removeEventListener("click", keepTap, true);
    setTimeout(() => {
      for (const button of taps) if (button.isConnected && !button.disabled) button.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
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
