import { Navigate, useSearchParams } from "react-router";
import { withRedirect } from "./redirect-target";

/** /auth/sign-in, where an expired session lands: on to /login, keeping where the shopper was going. */
export default function SignInRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={withRedirect("/login", params.get("redirect") ?? "/")} replace />;
}
