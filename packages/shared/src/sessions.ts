import { z } from "zod";

/**
 * "Where you're logged in" on the account page (docs/decisions/225-sessions-that-end.md): each
 * live session of the signed-in shopper. `where` is the client address the session began from,
 * partly masked; there is no city (the store carries no GeoIP data).
 */
export const AccountSession = z.object({
  id: z.string(),
  /** "Chrome on Android", read from the browser's user agent at login. */
  device: z.string(),
  where: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type AccountSessionType = z.infer<typeof AccountSession>;

export const SessionsResponse = z.object({ sessions: z.array(AccountSession) });
export type SessionsResponseType = z.infer<typeof SessionsResponse>;

export const SessionIdParam = z.object({ id: z.uuid({ message: "id must be a valid id" }) });
