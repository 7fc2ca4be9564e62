// The storefront rendered on the server (docs/decisions/125-server-rendered-store.md): built
// by `vite build --ssr` into dist-server/, loaded by the API, never part of the browser bundle.
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/router";
import { setApiTransport } from "./lib/api";
import { PageHeadCollector, setSiteOrigin, type PageHead, type PageMove } from "./lib/page-head";
import { prefetchOf } from "./lib/prefetch";
import { createQueryClient } from "./lib/query-client";
import { headTags, inLanguage, paintFirst, stateScript } from "./server/document";
import { flashOf } from "./lib/form-actions";
import { setRenderContext, type RenderContext } from "./lib/render-context";
import type { Flash, PageRequest } from "@vayu/shared/page-request";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { storeSettingsQuery } from "./lib/queries/get-settings";
import { localeOfPath } from "@vayu/shared/locale";
import { i18nFor, loadCatalogues } from "./lib/i18n";

export interface RendererOptions {
  /** The built index.html: its head region and empty #root are filled in per page. */
  template: string;
  /** The store's public origin (PUBLIC_URL), for canonical and absolute URLs. */
  origin: string;
  /** Answers `/api/...` in the same process (the API's `inject`). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  /** Set for a redirect: where to. */
  location?: string;
  /** The toast a form post's redirect leaves for the page it goes to. */
  flash?: Flash;
  html: string;
  /** How many times the page was rendered: 1 unless its prefetch missed something it shows. */
  passes: number;
}

/** Passes before giving up on a page whose data keeps asking for more than its prefetch read. */
const MAX_PASSES = 4;

const wantsFetch = (query: Query, tried: Set<string>) =>
  query.state.status === "pending" &&
  !tried.has(query.queryHash) &&
  !("enabled" in query.options && query.options.enabled === false);

/**
 * Fetches the queries the last render asked for and had not tried yet; false when there were none.
 * A page renders, its useQuery calls register their queries, and the next render has their data.
 */
async function fetchRequested(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const queries = queryClient.getQueryCache().findAll({ predicate: (query) => wantsFetch(query, tried) });
  for (const query of queries) tried.add(query.queryHash);
  await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  return queries.length > 0;
}

/** The store's name from the settings the layout prefetched. */
function storeNameIn(queryClient: QueryClient): string {
  return (queryClient.getQueryData(storeSettingsQuery.queryKey) ?? defaultStoreProfile).storeName;
}

export function createRenderer({ template, origin, fetch }: RendererOptions) {
  setApiTransport(fetch);
  setSiteOrigin(origin);
  const handler = createStaticHandler(routes);
  const pageTemplate = paintFirst(template);

  return async function render({ url, method, form, session, flash }: PageRequest): Promise<RenderedPage> {
    // A form with files goes to the route action as the browser sent it, multipart (docs/decisions/332-review-photos.md).
    const request = new Request(new URL(url, origin), {
      method,
      ...(method === "POST" &&
        (form instanceof FormData
          ? { body: form }
          : { body: form ?? "", headers: { "Content-Type": "application/x-www-form-urlencoded" } })),
    });
    const locale = localeOfPath(new URL(url, origin).pathname);
    // The page's area catalogue comes with its route (app/router.tsx); the shell's is every page's,
    // loaded first so that an action's toasts from it ("login first", Logout) are in the page's language.
    await loadCatalogues(locale, ["shell"]);
    const context = await handler.query(request);
    if (context instanceof Response) {
      const left = flashOf(context);
      return {
        status: context.status,
        location: context.headers.get("Location") ?? "/",
        ...(left && { flash: left }),
        html: "",
        passes: 0,
      };
    }
    const rendered: RenderContext = {
      session: session && { token: session.token, user: session.user },
      csrf: session?.csrf ?? "",
      flash,
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    const pageUrl = new URL(url, origin);
    // The data every matched route shows, read before the one render (docs/decisions/180-one-pass-server-render.md).
    await Promise.all(
      context.matches.map((match) =>
        prefetchOf(match.route.handle)?.({ queryClient, params: match.params, url: pageUrl }),
      ),
    );
    // A page without a PageMeta (the checkout) is titled with the store's name.
    let head: PageHead = { title: "", siteName: storeNameIn(queryClient) };
    let move: PageMove | undefined;
    const collect = (report: PageHead | PageMove) => {
      if ("movedTo" in report) move = report;
      else head = report;
    };
    const renderPage = () => {
      move = undefined;
      // Rendering is synchronous: no other request's render runs between this and its end.
      setRenderContext(rendered);
      return renderToString(
        <PageHeadCollector value={collect}>
          <App queryClient={queryClient} i18n={i18nFor(locale)}>
            {/* The browser takes over the router from its own URL; no inline script (CSP). */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </PageHeadCollector>,
      );
    };

    const tried = new Set<string>();
    let passes = 1;
    let body = renderPage();
    while (passes < MAX_PASSES && (await fetchRequested(queryClient, tried))) {
      // A failed query shows as loading, as it does in the browser, which then retries it.
      queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
      body = renderPage();
      passes += 1;
    }

    if (move !== undefined) {
      const { status, movedTo, flash: left } = move;
      return { status, location: movedTo, html: "", passes, ...(left && { flash: left }) };
    }
    const { pathname } = pageUrl;
    // Replaced through functions: a replacement string would read "$&" or "$'" in a title as patterns.
    const html = inLanguage(pageTemplate, locale)
      .replace(/<!--head-->[\s\S]*<!--\/head-->/, () => headTags(head, pathname, origin, locale))
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>${stateScript({ origin, queries: dehydrate(queryClient), actionData: context.actionData, ...rendered })}`,
      );
    return { status: head.notFound ? 404 : context.statusCode, html, passes };
  };
}
