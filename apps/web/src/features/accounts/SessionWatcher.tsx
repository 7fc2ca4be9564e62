import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { checkSessionExpiry, onSessionExpired } from "../../lib/session";
import { withRedirect } from "./redirect-target";

/**
 * Sends the shopper to /auth/sign-in when the session expires: a token found expired at
 * start or on a navigation, or a 401 from the API (docs/product/storefront.md "Session").
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(
    () =>
      onSessionExpired((from) => {
        toast.info("Your session has expired. Please log in again.", { id: "session-expired" });
        navigate(withRedirect("/auth/sign-in", from), { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    checkSessionExpiry();
  }, [pathname]);

  return null;
}
