import { useQueryClient } from "@tanstack/react-query";
import { messages } from "@vayu/shared/messages";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { endPageSession } from "../../lib/page-session";
import { toast } from "../../lib/toast";
import { clearSession } from "../../lib/session";

/** Logout: user, cart, wishlist and local storage cleared, a toast, then home (docs/product/storefront.md "Session"). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    // The page session cookie goes too, or the server would render the next page for the
    // shopper again (docs/decisions/195-forms-before-javascript.md). Sent before the token is forgotten.
    void endPageSession().catch(() => undefined);
    clearSession();
    queryClient.clear();
    toast.success(messages.auth.logoutSuccess);
    navigate("/");
  }, [navigate, queryClient]);
}
