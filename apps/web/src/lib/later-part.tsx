import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import type { Locale, WebArea } from "@vayu/shared/locale";
import { hasCatalogue, useLocale, withCatalogue } from "./i18n";

/** What the shopper did in a part's server HTML before its code took it over. */
interface Before {
  typed: [HTMLInputElement | HTMLTextAreaElement, string][];
  chosen: [HTMLInputElement, boolean][];
  /** File fields given files (a review's photos): the files stay on the field; the part is told. */
  picked: HTMLInputElement[];
  /** A select set to other than the option it was served with (the dealer form's state). */
  selected: [HTMLSelectElement, string][];
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  /** Buttons that do nothing without the script (`type="button"`: a sort, Show more), in the order tapped. */
  tapped: HTMLButtonElement[];
}

/**
 * Resolves when `root` comes within a screen of the viewport, or the shopper focuses, taps or
 * submits in it; holds a submit that needs the script, and keeps taps on buttons that do nothing
 * without it, until `release`.
 */
function wanted(root: Element, before: Before): { asked: Promise<void>; release: () => void } {
  let resolve = () => {};
  const asked = new Promise<void>((settle) => (resolve = settle));
  const ask = () => {
    observer?.disconnect();
    root.removeEventListener("focusin", ask);
    root.removeEventListener("pointerdown", ask);
    resolve();
  };
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) ask();
          },
          { rootMargin: "100% 0px" },
        );
  // A button that needs the script (packages/shared/src/paint-first.ts) waits for it; other forms post as HTML.
  const hold = (event: Event) => {
    const { target, submitter } = event as SubmitEvent;
    if (!(target instanceof HTMLFormElement) || !submitter?.hasAttribute("data-needs-script")) return;
    event.preventDefault();
    before.submitted = { form: target, submitter };
    ask();
  };
  // As the paint-first script keeps them before the page is live.
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.type !== "button") return;
    before.tapped.push(button);
    ask();
  };
  root.addEventListener("focusin", ask);
  root.addEventListener("pointerdown", ask);
  root.addEventListener("submit", hold, true);
  root.addEventListener("click", keep, true);
  if (observer) observer.observe(root);
  else ask();
  return {
    asked,
    release: () => {
      root.removeEventListener("submit", hold, true);
      root.removeEventListener("click", keep, true);
    },
  };
}

/** The typed text and choices the part's server fields hold, other than those it was served with. */
function readBefore(root: Element, before: Before) {
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      const served = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== served?.value) before.selected.push([field, field.value]);
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) before.chosen.push([field, field.checked]);
    } else if (field instanceof HTMLInputElement && field.type === "file") {
      if (field.files?.length) before.picked.push(field);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) before.typed.push([field, field.value]);
    }
  }
}

/**
 * A part of a server-rendered page whose code is not in the page's first load, loaded when it
 * comes within a screen of the viewport or is first used, as the product page's questions are
 * (docs/decisions/331-product-questions.md). The server renders it (its route's prefetch awaits
 * `load`); while its code is on the way Preact keeps that HTML, and a form's button that needs
 * the script waits for it. Once the code is in, what the shopper typed, chose or tapped meanwhile is
 * given to it, as the paint-first script does for the page (packages/shared/src/paint-first.ts).
 * `placeholder` stands in on a page drawn in the browser until the code is in. A part whose
 * messages are in a catalogue of their own (`area`: the product page's, `later`) gets it with its
 * code, in the page's language: the server's HTML stays until both are in, so no English shows.
 */
export function laterPart<Props extends object>(
  name: string,
  importer: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
  area?: WebArea,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  /** What the part waits for: its code, and first its server HTML's (`root`) nearing the screen or use. */
  let waiting: { root: Element | null; promise: Promise<void> } | undefined;
  let before: (Before & { release: () => void }) | undefined;

  const loadCode = (): Promise<void> =>
    (loading ??= importer().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  /** Its code and its messages in `locale` (the page server renders both languages, so each its own). */
  const load = (locale: Locale): Promise<void> =>
    (area ? withCatalogue(loadCode(), locale, area) : loadCode()).then(
      () => undefined,
      (error: unknown) => {
        waiting = undefined;
        throw error;
      },
    );

  /** Gives the live part what was done in its server HTML. */
  function TakeOver({ children }: { children: ReactNode }) {
    useLayoutEffect(() => {
      const done = before;
      before = undefined;
      if (!done) return;
      done.release();
      for (const [field, value] of done.typed) {
        if (!field.isConnected) continue;
        // The prototype's setter: React ignores an input event after a value set on the field itself.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
      // Set again and announced, so the part hears of it whatever hydrating left the select showing.
      for (const [field, value] of done.selected) {
        if (!field.isConnected) continue;
        field.value = value;
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      for (const field of done.picked)
        if (field.isConnected) field.dispatchEvent(new Event("change", { bubbles: true }));
      // Made again with a click, so the part hears of it whether or not hydrating kept what the box shows.
      for (const [field, checked] of done.chosen) {
        if (!field.isConnected) continue;
        field.checked = !checked;
        field.click();
      }
      const { form, submitter } = done.submitted ?? {};
      // A task later, once the part has rendered what it was just given.
      setTimeout(() => {
        for (const button of done.tapped) if (button.isConnected) button.click();
        if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    }, []);
    return children;
  }

  function Inner(props: Props) {
    const locale = useLocale();
    if (loaded && (area === undefined || hasCatalogue(locale, area))) {
      const Loaded = loaded;
      return (
        <TakeOver>
          <Loaded {...props} />
        </TakeOver>
      );
    }
    // The page server has always loaded it; nothing to wait for there.
    if (import.meta.env.SSR) return null;
    // Decided once, and again only for another page's part (the shopper left before it was wanted).
    if (!waiting || (waiting.root && !waiting.root.isConnected)) {
      const root = document.querySelector(`[data-part="${name}"]`);
      if (root) {
        const seen: Before = {
          typed: [],
          chosen: [],
          picked: [],
          selected: [],
          submitted: undefined,
          tapped: [],
        };
        const { asked, release } = wanted(root, seen);
        const promise = asked
          .then(() => load(locale))
          .then(
            () => {
              readBefore(root, seen);
              before = { ...seen, release };
            },
            () => {
              // Its code did not come (offline, say): the server's HTML stays in charge, so a held
              // submit posts as HTML (docs/decisions/336-installable-store.md), and the part is
              // wanted again once the browser is back online.
              release();
              const { form, submitter } = seen.submitted ?? {};
              if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
              return new Promise<void>((online) =>
                window.addEventListener("online", () => online(), { once: true }),
              );
            },
          );
        waiting = { root, promise };
      } else waiting = { root: null, promise: load(locale) };
    }
    throw waiting.promise;
  }

  function Part(props: Props) {
    return (
      <div data-part={name}>
        <Suspense fallback={placeholder}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  }

  return { load, Part };
}
