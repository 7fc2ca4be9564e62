import { QueryClient } from "@tanstack/react-query";

/** The browser's cache lives as long as the page; the server makes one per request. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();
