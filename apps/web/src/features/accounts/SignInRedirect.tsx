import { useSearchParams } from "react-router";
import { SeeOther } from "../../components/ui/PermanentRedirect";
import { withRedirect } from "./redirect-target";

/** /auth/sign-in, where an expired session lands: on to /login, keeping where the shopper was going (a 303 from the server). */
export default function SignInRedirect() {
  const [params] = useSearchParams();
  return <SeeOther to={withRedirect("/login", params.get("redirect") ?? "/")} />;
}
