import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";

/** What a page's data is read for: its route's params and the whole URL. */
export interface PrefetchArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * Fills `queryClient` with what a route's components will ask for, so the server renders the
 * page in one pass (docs/decisions/180-one-pass-server-render.md). The same query options
 * as the components, or the render finds the data missing and makes another pass.
 */
export type Prefetch = (args: PrefetchArgs) => Promise<unknown>;

/** A route's `handle`: how the server renderer finds its prefetch. */
export interface PrefetchHandle {
  prefetch: Prefetch;
}

export function prefetchOf(handle: unknown): Prefetch | undefined {
  if (typeof handle !== "object" || handle === null || !("prefetch" in handle)) return undefined;
  return typeof handle.prefetch === "function" ? (handle.prefetch as Prefetch) : undefined;
}
