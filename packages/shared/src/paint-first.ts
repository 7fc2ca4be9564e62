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
 * A tap on a button that needs the script (`type="button"`, or a form's button marked
 * `data-needs-script`, whose post would only say that JavaScript is needed or would reload what
 * the script does in place, as Helpful on a review) before the app has
 * taken the page over (it marks `data-live` then) is kept and replayed once the page has settled
 * (`data-hydrated`, marked after the first effects), and so is every tap after it, in order (a
 * quantity raised, then Buy Now, buys that quantity); forms and links work without the script
 * (docs/decisions/195-forms-before-javascript.md). So is a choice made before then (a checkbox, a
 * radio button, a select): the browser shows it, but the app's state never heard of it, and
 * the next render would put the page's own choice back (a filter untapped, another address
 * chosen). Once the page has settled, a choice the page does not show any more is made again
 * with a click (a select: set again); one it still shows is announced with a change event. Text
 * typed before then (a pincode, a search) is announced with an input event, so the app's state
 * holds it; the last text the shopper typed there is put back first if a render since the take-over
 * showed the app's own text again (a controlled field keeps typed text through hydration, not
 * through the next render).
 */
export const PAINT_FIRST_SCRIPT = `(() => {
  const root = document.documentElement;
  const taps = [];
  const choices = new Map();
  const typed = new Map();
  const keepTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || root.hasAttribute("data-live")) return;
    if (button.hasAttribute("data-needs-script") || taps.length > 0) event.preventDefault();
    else if (button.type !== "button") return;
    taps.push(button);
  };
  const keepChoice = (event) => {
    const field = event.target;
    if (root.hasAttribute("data-live")) return;
    if (field instanceof HTMLSelectElement) {
      const served = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value === served?.value) choices.delete(field);
      else choices.set(field, field.value);
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.type === "radio") for (const other of choices.keys()) if (other.type === "radio" && other.name === field.name && other.form === field.form) choices.delete(other);
      if (field.checked === field.defaultChecked) choices.delete(field);
      else choices.set(field, field.checked);
    }
  };
  // A field typed in before the app took the page over is followed until its text is announced:
  // what the shopper types meanwhile is the text to put back, not what a render showed.
  const keepText = (event) => {
    const field = event.target;
    if (root.hasAttribute("data-live") && !typed.has(field)) return;
    if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(field.type))) typed.set(field, field.value);
  };
  const chooseAgain = (field, chosen) => {
    if (!field.isConnected || field.disabled) return;
    const shown = field instanceof HTMLSelectElement ? field.value === chosen : field.checked === chosen;
    if (!shown && !(field instanceof HTMLSelectElement)) return field.click();
    if (!shown) field.value = chosen;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
  // One tap a task, so the app renders what each did before the next (two taps on + make 3, not 2).
  const replayTaps = (next) => {
    const button = taps[next];
    if (!button) return;
    if (button.isConnected && !button.disabled) button.click();
    setTimeout(() => replayTaps(next + 1));
  };
  document.addEventListener("click", keepTap, true);
  document.addEventListener("change", keepChoice, true);
  document.addEventListener("input", keepText, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    document.removeEventListener("click", keepTap, true);
    document.removeEventListener("change", keepChoice, true);
    setTimeout(() => {
      document.removeEventListener("input", keepText, true);
      for (const [field, text] of typed) {
        if (!field.isConnected || field.disabled || text === field.defaultValue) continue;
        if (field.value !== text) field.value = text;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
      for (const [field, chosen] of choices) chooseAgain(field, chosen);
      replayTaps(0);
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
