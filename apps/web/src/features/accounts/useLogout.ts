import { useQueryClient } from "@tanstack/react-query";
import { sessionMessages } from "@vayu/shared/messages/session";
import { useCallback } from "react";
import { useLocalisedNavigate } from "../../components/LocalisedLink";
import { useMessages } from "../../lib/i18n";
import { endPageSession } from "../../lib/page-session";
import { toast } from "../../lib/toast";
import { clearSession } from "../../lib/session";

/**
 * Logout: user, cart, wishlist and local storage cleared, a toast, then home in the page's language
 * (docs/product/storefront.md "Session"). The toast is in the shell's catalogue as well as the
 * account's, so it is Hindi on every Hindi page.
 */
export function useLogout() {
  const navigate = useLocalisedNavigate();
  const queryClient = useQueryClient();
  const { logoutSuccess } = useMessages(sessionMessages).auth;
  return useCallback(() => {
    // The page session cookie goes too, or the server would render the next page for the
    // shopper again (docs/decisions/195-forms-before-javascript.md). Sent before the token is forgotten.
    void endPageSession().catch(() => undefined);
    clearSession();
    queryClient.clear();
    toast.success(logoutSuccess);
    navigate("/");
  }, [navigate, queryClient, logoutSuccess]);
}
