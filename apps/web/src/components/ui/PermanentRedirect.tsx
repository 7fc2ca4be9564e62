import { useContext, useEffect } from "react";
import { Navigate } from "react-router";
import type { Flash } from "@vayu/shared/page-request";
import { PageHeadCollector } from "../../lib/page-head";
import { toast } from "../../lib/toast";
import { useLocalisedPath } from "../LocalisedLink";

/**
 * Sends the visitor to `to`, with `flash` as the next page's toast: rendered on the server it
 * answers `status`, in the browser it replaces the history entry.
 */
function Redirect({ to, status, flash }: { to: string; status: 301 | 303; flash?: Flash | undefined }) {
  const report = useContext(PageHeadCollector);
  // A redirect inside a Hindi page stays under /hi (docs/product/http-contract.md "Languages").
  const localised = useLocalisedPath()(to);
  useEffect(() => {
    if (flash) toast[flash.kind](flash.message, { id: flash.message });
  }, [flash]);
  if (!report) return <Navigate replace to={localised} />;
  report({ movedTo: localised, status, flash });
  return null;
}

/** The page lives at `to`: a 301 from the server, so search engines and shared links settle on one URL. */
export function PermanentRedirect({ to }: { to: string }) {
  return <Redirect to={to} status={301} />;
}

/** This visit belongs at `to` (a page that needs login, for a visitor without a session), told why by `flash`. */
export function SeeOther({ to, flash }: { to: string; flash?: Flash }) {
  return <Redirect to={to} status={303} flash={flash} />;
}
