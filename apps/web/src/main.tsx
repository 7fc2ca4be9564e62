import "./index.css";
import "./lib/zod-without-eval";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/router";
import { setSiteOrigin } from "./lib/page-head";
import { queryClient } from "./lib/query-client";
import { setRenderContext } from "./lib/render-context";
import { adoptPageSession } from "./lib/page-session";
import type { ServerState } from "./server/document";
import { localeOfPath } from "@vayu/shared/locale";
import { keepPageMessage } from "./sw/keep-page-message";
import { i18nFor, loadCatalogues } from "./lib/i18n";

/** What the server rendered with (entry-server.tsx), or null when the page came from the dev server. */
function serverState(): ServerState | null {
  const text = document.getElementById("ssr-state")?.textContent;
  if (!text) return null;
  const state: ServerState = JSON.parse(text);
  return state;
}

/**
 * The server's answers count as read now: a page it kept (docs/decisions/176-rendered-page-cache.md)
 * may have been rendered minutes ago, but it is dropped the moment anything it read changes, so
 * its data is current when served. Taken at their render time, they would all be fetched again
 * on taking over the page once older than the stale time.
 */
function readNow(queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

const state = serverState();
setSiteOrigin(state?.origin ?? window.location.origin);
if (state) {
  setRenderContext({ session: state.session, csrf: state.csrf, flash: state.flash });
  adoptPageSession(state.session);
  hydrate(queryClient, readNow(state.queries));
}

/** Marks <html data-hydrated> once the page is live, so the browser tests act only on a page that reacts. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/** The page's language, from its path: its instance gets only that language's catalogues. */
const locale = localeOfPath(window.location.pathname);

/**
 * The first page's code and its language's catalogues (the shell's; the page's area comes with
 * its route) are in before hydrating, so the first render matches the server's HTML.
 */
async function loadFirstPage() {
  await Promise.all([
    loadCatalogues(locale, ["shell"]),
    ...(matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  ]);
}

// Not a top-level await: the page's chunk imports the shell chunk this entry is built into
// (docs/decisions/177-lean-first-load.md), and awaiting it here would leave each waiting for the other.
void loadFirstPage().then(() => {
  // The router is made once the first page's route has its component: made before, it starts
  // loading that route itself and may not have it yet when the page is hydrated.
  const router = createBrowserRouter(routes, {
    ...(state?.actionData && { hydrationData: { actionData: state.actionData } }),
  });
  keepPagesReachedInside(router);
  const app = (
    <App queryClient={queryClient} i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
      <HydratedMark />
    </App>
  );
  const container = document.getElementById("root")!;
  // react-dom/client is preact/compat/client (docs/decisions/178-preact-compat.md). Preact takes
  // over the server's DOM as it is: it does not re-render a page whose HTML differs from its first
  // render, so that render must match the server's (useSyncExternalStore's server snapshot, no
  // browser-only values before an effect).
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Preact has attached the page's handlers by now: a tap from here is theirs, not one to replay
  // (packages/shared/src/paint-first.ts).
  document.documentElement.dataset.live = "";
});

/**
 * Each page reached inside the app is offered to the service worker to keep, as a page opened
 * directly is (docs/decisions/336-installable-store.md, "Pages reached inside the app").
 */
function keepPagesReachedInside(router: ReturnType<typeof createBrowserRouter>) {
  let shown = router.state.location;
  router.subscribe(({ location, navigation }) => {
    if (navigation.state !== "idle" || location === shown) return;
    shown = location;
    navigator.serviceWorker?.controller?.postMessage(keepPageMessage(location.pathname + location.search));
  });
}

/**
 * The service worker (/sw.js, src/sw/sw.ts) once the page has loaded, so its install never
 * competes with the page's own downloads (docs/decisions/336-installable-store.md). Not in
 * development: Vite's dev server serves no /sw.js.
 */
function registerServiceWorker() {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
registerServiceWorker();
