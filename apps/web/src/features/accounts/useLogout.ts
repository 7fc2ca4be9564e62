import { useQueryClient } from "@tanstack/react-query";
import { messages } from "@vayu/shared/messages";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { clearSession } from "../../lib/session";

/** Logout: user, cart, wishlist and local storage cleared, a toast, then home (docs/product/storefront.md "Session"). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    toast.success(messages.auth.logoutSuccess);
    navigate("/");
  }, [navigate, queryClient]);
}
