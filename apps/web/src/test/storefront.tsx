import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CartType } from "@vayu/shared/cart";
import type { ProductType } from "@vayu/shared/catalog";
import { buildCart } from "@vayu/shared/cart-totals";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { sampleProduct } from "@vayu/shared/testing";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { App } from "../app/app";
import { Layout } from "../app/layout/Layout";
import { routes } from "../app/router";
import { setApiTransport } from "../lib/api";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "@vayu/shared/locale";
import { queryClient } from "../lib/query-client";
import { setSession } from "../lib/session";

/**
 * The storefront in a simulated DOM (docs/testing.md "Component tests"): the real routes and
 * pages at a URL, their API calls answered in-process through the transport seam the server
 * renderer also uses (lib/api.ts `setApiTransport`), never by a server.
 */

/** An API call a page made: "/api/..." with any query, and its JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the fake API answers a call: its status and JSON body. */
export type Answer = readonly [status: number, body?: unknown];

/** Answers keyed "METHOD /api/path": a fixed one, or one worked out from the call. */
export type Answers = Record<string, Answer | ((call: ApiCall) => Answer)>;

/** What every page's layout reads: no categories, the default store profile, demo payments. */
const layoutReads: Answers = {
  "GET /api/category/categoryandsubcategpry": [200, { categories: [] }],
  "GET /api/category/categoryandsubcategpry?lang=hi": [200, { categories: [] }],
  "GET /api/settings": [200, defaultStoreProfile],
  "GET /api/payments/config": [200, { provider: "demo", demo: true, codLimit: 50_000 }],
};

/**
 * Makes the API answer `answers` (and the layout's reads); anything else is a 404. Every call
 * is recorded in `calls`; `writes()` are the calls other than reads, what a form did.
 */
export function fakeApi(answers: Answers = {}) {
  const calls: ApiCall[] = [];
  const table: Answers = { ...layoutReads, ...answers };
  setApiTransport(async (path, init) => {
    const call = {
      method: init.method ?? "GET",
      path,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const entry = table[`${call.method} ${path}`];
    const [status, body = {}] =
      typeof entry === "function" ? entry(call) : (entry ?? [404, { message: "Not found" }]);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  const writes = () => calls.filter((call) => call.method !== "GET");
  return { calls, writes };
}

/** A token that decodes and expires in an hour, as the session code checks. */
export const liveToken = () =>
  `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/** The signed-in shopper of the tests. */
export const shopperUser = {
  _id: "4b0a3c1e-0000-4000-8000-000000000001",
  name: "Priya Sharma",
  email: "priya@example.com",
};

/** Signs the browser in as the test shopper, as a login would. */
export function signIn() {
  setSession({ token: liveToken(), user: shopperUser });
}

/** Every page without the site's header, footer and menus: half the time to render. */
const pagesAlone: RouteObject[] = routes.map(function alone(route): RouteObject {
  if (route.Component === Layout) return { Component: Outlet, children: route.children ?? [] };
  return route.index ? route : { ...route, children: route.children?.map(alone) };
});

/**
 * The storefront opened at `url`, with a user to type and click as a shopper does; with
 * `layout`, in the header and footer every page has.
 */
export function openPage(url: string, { layout = false } = {}) {
  const router = createMemoryRouter(layout ? routes : pagesAlone, { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  /** Fills a field in at once, as a paste does: quicker than typing each key (`user.type`). */
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) await user.paste(value);
  };
  render(
    <App queryClient={queryClient} i18n={i18nFor(localeOfPath(url))}>
      <RouterProvider router={router} />
    </App>,
  );
  return { user, router, fill };
}

/** One component alone (a staff tab), at `/`, in the app's providers; with a user to click and type. */
export function openComponent(Component: ComponentType) {
  const router = createMemoryRouter([{ path: "/", Component }], { initialEntries: ["/"] });
  render(
    <App queryClient={queryClient} i18n={i18nFor("en")}>
      <RouterProvider router={router} />
    </App>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}

/** A product of the store (a UUID id), `overrides` changed. */
export const product = (n: number, overrides: Partial<ProductType> = {}): ProductType =>
  sampleProduct({ _id: `4b0a3c1e-0000-4000-8000-0000000000a${n}`, title: `Product ${n}`, ...overrides });

/** A cart of these lines, priced as the API prices it (free delivery). */
export const cartOf = (lines: { product: ProductType; quantity: number }[]): CartType =>
  buildCart(lines, [], {
    deliveryFeePaise: 0,
    freeDeliveryFromPaise: 0,
    codChargePaise: 0,
    codChargeBelowPaise: 0,
  });
