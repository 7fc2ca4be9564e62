import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { localisedPath } from "@vayu/shared/locale";
import { useLocation, useNavigate } from "react-router";
import { useLocale } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { checkSessionExpiry, onSessionExpired } from "../../lib/session";
import { withRedirect } from "./redirect-target";

/**
 * Sends the shopper to /auth/sign-in (in the page's language) when the session expires: a token found expired at
 * start or on a navigation, or a 401 from the API (docs/product/storefront.md "Session").
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const expired = t`Your session has expired. Please log in again.`;

  useEffect(
    () =>
      onSessionExpired((from) => {
        toast.info(expired, { id: "session-expired" });
        navigate(localisedPath(withRedirect("/auth/sign-in", from), locale), { replace: true });
      }),
    [navigate, locale, expired],
  );

  useEffect(() => {
    checkSessionExpiry();
  }, [pathname]);

  return null;
}
