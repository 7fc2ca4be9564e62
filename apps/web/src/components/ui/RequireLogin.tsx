import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../../lib/session";

/** Shows its children to a logged-in shopper; anyone else goes to /login and comes back here after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
