import { localisedPath } from "@vayu/shared/locale";
import { Link, NavLink, useNavigate, type LinkProps, type NavLinkProps, type NavigateOptions } from "react-router";
import { useLocale } from "../lib/i18n";

/** `path` in the page's language: links inside a Hindi page stay under `/hi` (docs/product/http-contract.md "Languages"). */
export function useLocalisedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localisedPath(path, locale);
}

/** A link to a page of the store, in the page's language. */
export function LocalisedLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={useLocalisedPath()(to)} {...props} />;
}

/** A navigation link (active on its page), in the page's language. */
export function LocalisedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={useLocalisedPath()(to)} {...props} />;
}

/** `navigate(path)` to a page of the store in the page's language. */
export function useLocalisedNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  return (path, options) => void navigate(localised(path), options);
}
