import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession, useSessionKnown } from "../../lib/session";

/** Shows its children to a logged-in shopper; anyone else goes to /login and comes back here after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const known = useSessionKnown();
  const location = useLocation();
  // Not decided before the session is read: a logged-in shopper opening the page must not be sent away.
  if (!known) return null;
  if (!session)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
