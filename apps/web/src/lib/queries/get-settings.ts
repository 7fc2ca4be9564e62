import { queryOptions, useQuery } from "@tanstack/react-query";
import { defaultStoreProfile, type StoreProfile } from "@vayu/shared/site-settings";
import { api } from "../api";
import { queryClient } from "../query-client";

const storeProfileResponse = () =>
  import("@vayu/shared/store-settings").then((schemas) => schemas.StoreProfileResponse);

/** GET /api/settings: the store's name, contacts, fees and warranty, as the owner set them. */
export function getStoreSettings(signal?: AbortSignal): Promise<StoreProfile> {
  return api(storeProfileResponse, "/settings", { signal });
}

export const storeSettingsQuery = queryOptions({
  queryKey: ["settings"],
  queryFn: ({ signal }) => getStoreSettings(signal),
  // The owner's change reaches the server's pages at once; an open tab catches up within a minute.
  staleTime: 60_000,
});

/**
 * The store's settings every page shows (docs/decisions/183-store-settings.md). The layout's
 * prefetch reads them before the server renders, so pages have them from the first paint;
 * only if that read failed do pages show the defaults.
 */
export function useStoreSettings(): StoreProfile {
  return useQuery(storeSettingsQuery).data ?? defaultStoreProfile;
}

/** The settings outside a component (a cart repriced before the server answers). */
export function storeSettingsNow(): StoreProfile {
  return queryClient.getQueryData(storeSettingsQuery.queryKey) ?? defaultStoreProfile;
}
