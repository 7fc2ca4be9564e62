import { useLocation } from "react-router";
import { useLocale } from "../../lib/i18n";

/**
 * The other language, on every page: a plain link (it works before and without JavaScript) to
 * `/lang/:locale?next=`, which remembers the choice and opens this same page in it
 * (docs/product/http-contract.md "Languages"). Each name is written in its own language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = useLocale() === "hi" ? "en" : "hi";
  const href = `/lang/${other}?next=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <a href={href} lang={other} hrefLang={other} className={className} data-testid="language-switch">
      {other === "hi" ? "हिन्दी" : "English"}
    </a>
  );
}
