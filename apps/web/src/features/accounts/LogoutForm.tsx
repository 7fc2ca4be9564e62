import type { ReactNode } from "react";
import { PostForm } from "../../components/ui/PostForm";
import { useLogout } from "./useLogout";

/**
 * Logout as a form (docs/decisions/195-forms-before-javascript.md): posted to /logout before or
 * without JavaScript; once the page is live, done in place. `children` is its submit button.
 */
export function LogoutForm({ beforeLogout, children }: { beforeLogout?: () => void; children: ReactNode }) {
  const logout = useLogout();
  return (
    <PostForm
      action="/logout"
      onSubmit={() => {
        beforeLogout?.();
        logout();
      }}
    >
      {children}
    </PostForm>
  );
}
