import { QueryClient, type InvalidateQueryFilters } from "@tanstack/react-query";

/** The browser's cache lives as long as the page; the server makes one per request. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // An action taken offline fails at once with "You are offline" (lib/offline-message.ts), not
      // waits unseen to be sent whenever the network returns (docs/decisions/336-installable-store.md).
      mutations: { networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Reads the matching queries again after a write. A query still on its first read may have
 * read before the write, and TanStack hands that read back instead of reading again (it
 * cancels only a refetch of data it already has), so reads under way are cancelled first.
 */
export async function readAfterWrite(filters?: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
