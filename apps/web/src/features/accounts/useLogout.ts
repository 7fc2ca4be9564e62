import { useQueryClient } from "@tanstack/react-query";
import { accountMessages } from "@vayu/shared/messages/account";
import { useCallback } from "react";
import { useLocalisedNavigate } from "../../components/LocalisedLink";
import { useMessages } from "../../lib/i18n";
import { endPageSession } from "../../lib/page-session";
import { toast } from "../../lib/toast";
import { clearSession } from "../../lib/session";

/**
 * Logout: user, cart, wishlist and local storage cleared, a toast, then home in the page's language
 * (docs/product/storefront.md "Session"). The toast is Hindi on the account area's Hindi pages; the
 * header's menu on other areas' pages, which do not load its catalogue, says it in English.
 */
export function useLogout() {
  const navigate = useLocalisedNavigate();
  const queryClient = useQueryClient();
  const { logoutSuccess } = useMessages(accountMessages).auth;
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
