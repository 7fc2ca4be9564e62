import { Suspense } from "react";
import { Trans } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import type { Locale } from "@vayu/shared/locale";
import { hasCatalogue, useLocale, withCatalogue } from "../../lib/i18n";

type Panel = typeof import("./QuestionsPanel").QuestionsPanel;

let loaded: Panel | undefined;
let loading: Promise<void> | undefined;

const loadCode = (): Promise<void> =>
  (loading ??= import("./QuestionsPanel").then((module) => {
    loaded = module.QuestionsPanel;
  }));

/**
 * The panel's chunk and its messages in `locale` (the `later` catalogue): the page server awaits
 * them with the page's data (app/routes/ProductPage.tsx), so its HTML has the questions and the
 * plain forms; the browser loads them only as the section nears the screen
 * (docs/decisions/331-product-questions.md).
 */
export function loadQuestionsPanel(locale: Locale): Promise<void> {
  return withCatalogue(loadCode(), locale, "later");
}

/** Resolves once the server's section is within a screen of the viewport (at once when there is none). */
function nearScreen(): Promise<void> {
  const section = document.getElementById("questions");
  if (!section || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(section);
  });
}

let waiting: Promise<void> | undefined;

/**
 * Suspends until the chunk is in. While the page hydrates, Preact leaves the server's HTML of a
 * suspended part in place, so its forms still post as plain HTML until then.
 */
function LazyPanel({ productId }: { productId: string }) {
  const locale = useLocale();
  if (loaded && hasCatalogue(locale, "later")) {
    const Loaded = loaded;
    return <Loaded productId={productId} />;
  }
  // The page server has always loaded it; nothing to wait for there.
  if (import.meta.env.SSR) return null;
  throw (waiting ??= nearScreen().then(() => loadQuestionsPanel(locale)));
}

/** "Questions and answers" below the reviews. */
export function ProductQuestions({ product }: { product: ProductType }) {
  return (
    <section id="questions" aria-labelledby="questions-heading" className="mt-12 scroll-mt-32">
      <h2 id="questions-heading" className="text-xl font-bold text-ink">
        <Trans>Questions and answers</Trans>
      </h2>
      <Suspense fallback={<div className="mt-4 h-40 rounded-2xl bg-white ring-1 ring-slate-200" aria-busy="true" />}>
        <LazyPanel productId={product._id} />
      </Suspense>
    </section>
  );
}
