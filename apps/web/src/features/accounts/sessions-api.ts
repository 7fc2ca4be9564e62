import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionsResponseType } from "@vayu/shared/sessions";
import { api } from "../../lib/api";
import { useSession } from "../../lib/session";

/** "Where you're logged in" (docs/decisions/225-sessions-that-end.md). */

const sessionsResponse = () => import("@vayu/shared/sessions").then((schemas) => schemas.SessionsResponse);
/** A 204's empty answer. */
const noContent = { parse: () => null };

/** GET /api/account/sessions: the shopper's live sessions, this device's first. */
export function getSessions(signal?: AbortSignal): Promise<SessionsResponseType> {
  return api(sessionsResponse, "/account/sessions", { signal });
}

/** DELETE /api/account/sessions/:id: logs that device out. */
export function endSession(id: string): Promise<null> {
  return api(noContent, `/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST /api/auth/logout-all: every device of the shopper logged out, this one too. */
export function logoutAll(): Promise<null> {
  return api(noContent, "/auth/logout-all", { method: "POST" });
}

export const sessionsKey = ["account-sessions"];

/** Keyed by user, so one shopper's devices never show for the next one on this browser. */
export function sessionsQuery(userId: string) {
  return queryOptions({
    queryKey: [...sessionsKey, userId],
    queryFn: ({ signal }) => getSessions(signal),
    retry: false,
  });
}

export function useAccountSessions() {
  const session = useSession();
  return useQuery({ ...sessionsQuery(session?.user._id ?? ""), enabled: Boolean(session) });
}
