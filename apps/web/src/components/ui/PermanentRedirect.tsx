import { useContext } from "react";
import { Navigate } from "react-router";
import { PageHeadCollector } from "../../lib/page-head";

/**
 * The page lives at `to`. Rendered on the server it answers 301, so search engines and shared
 * links settle on one URL; in the browser it replaces the history entry.
 */
export function PermanentRedirect({ to }: { to: string }) {
  const report = useContext(PageHeadCollector);
  if (!report) return <Navigate replace to={to} />;
  report({ movedTo: to });
  return null;
}
