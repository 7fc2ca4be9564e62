import { useContext } from "react";
import { Navigate } from "react-router";
import { PageHeadCollector } from "../../lib/page-head";

/** Sends the visitor to `to`: rendered on the server it answers `status`, in the browser it replaces the history entry. */
function Redirect({ to, status }: { to: string; status: 301 | 303 }) {
  const report = useContext(PageHeadCollector);
  if (!report) return <Navigate replace to={to} />;
  report({ movedTo: to, status });
  return null;
}

/** The page lives at `to`: a 301 from the server, so search engines and shared links settle on one URL. */
export function PermanentRedirect({ to }: { to: string }) {
  return <Redirect to={to} status={301} />;
}

/** This visit belongs at `to` (a page that needs login, for a visitor without a session). */
export function SeeOther({ to }: { to: string }) {
  return <Redirect to={to} status={303} />;
}
