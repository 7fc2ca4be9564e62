import { telHref } from "@vayu/shared/site-settings";
import { useDeliveryPromise } from "../../components/store-promises";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Heart, MessageCircle, Phone, ShoppingCart, type LucideIcon } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LocalisedLink as Link, LocalisedNavLink as NavLink } from "../../components/LocalisedLink";
import { AccountMenu } from "../../features/accounts/AccountMenu";
import { useCartCount } from "../../features/cart/useCartCount";
import { useWishlistCount } from "../../features/wishlist/useWishlistCount";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { NavDropdown } from "./NavDropdown";
import { SearchBox } from "../../features/search/SearchBox";
import { helpLinks } from "./nav-links";

/** Phones, call and chat links above the main bar; on phones it scrolls away under the sticky bar. */
function TopBar() {
  const settings = useStoreSettings();
  const promise = useDeliveryPromise(settings);
  const [primaryPhone = "", ...otherPhones] = settings.phones;
  return (
    <div className="bg-brand-900 text-xs text-brand-50 sm:text-[0.8rem]">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-2 px-4 whitespace-nowrap sm:gap-4 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2.5 sm:gap-3">
          <a
            href={telHref(primaryPhone)}
            className="inline-flex items-center gap-1.5 font-medium hover:text-white hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            <span className="sr-only sm:not-sr-only">
              <Trans>Call</Trans>{" "}
            </span>
            {primaryPhone}
          </a>
          {otherPhones.map((phone) => (
            <a key={phone} href={telHref(phone)} className="font-medium hover:text-white hover:underline">
              {phone}
            </a>
          ))}
        </p>
        <p className="hidden text-brand-100 md:block">
          {promise} · <Trans>Warranty on every appliance</Trans>
        </p>
        <div className="flex shrink-0 items-center gap-3 sm:gap-4">
          {settings.social.whatsapp && (
            <a
              href={settings.social.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex shrink-0 items-center gap-1.5 font-medium hover:text-white hover:underline"
            >
              <MessageCircle className="size-3.5" aria-hidden />
              {/* Both phone numbers and the language switch come first on a phone, where the
                  icon stands for the link (its name is still read out). */}
              <span className="sr-only sm:not-sr-only">
                <Trans>Chat on WhatsApp</Trans>
              </span>
            </a>
          )}
          <LanguageSwitch className="font-semibold hover:text-white hover:underline" />
        </div>
      </div>
    </div>
  );
}

/** Cart or wishlist icon; the badge shows only above 0 (docs/product/storefront.md "Shared layout"). */
function CountLink({
  to,
  name,
  label,
  count,
  icon: Icon,
}: {
  to: string;
  name: "cart" | "wishlist";
  label: string;
  count: number;
  icon: LucideIcon;
}) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      className="relative inline-flex size-9 items-center justify-center rounded-full sm:size-10 text-slate-700 hover:bg-slate-100 hover:text-ink"
      aria-label={count > 0 ? t`${label}, ${count} items` : label}
    >
      <Icon className="size-[1.35rem]" aria-hidden />
      {count > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[0.7rem] font-bold text-ink ring-2 ring-white"
          data-testid={`${name}-count`}
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not text
  `inline-flex h-10 items-center rounded-lg px-3 text-[0.94rem] font-semibold transition-colors ${isActive ? "text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-ink"}`;

const panelBase = "absolute top-full z-50 border border-slate-200 bg-white shadow-xl shadow-slate-900/10";

export function Header() {
  const { t, i18n } = useLingui();
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  return (
    <header className="sticky -top-8 z-40 bg-white shadow-[0_1px_0_0_rgb(226_232_240),0_8px_24px_-18px_rgb(15_23_42/0.35)] lg:top-0">
      <TopBar />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:gap-6 lg:px-8">
        <MobileMenu />
        <Logo />
        <nav aria-label={t`Main`} className="hidden self-stretch lg:flex lg:items-center lg:gap-1">
          <NavLink to="/" end className={navLinkClass}>
            <Trans>Home</Trans>
          </NavLink>
          <NavLink to="/about" className={navLinkClass}>
            <Trans>About</Trans>
          </NavLink>
          <NavDropdown
            label={t`Product`}
            className="flex items-center self-stretch"
            panelClassName={`${panelBase} inset-x-4 rounded-b-2xl p-8 sm:inset-x-6 lg:inset-x-8`}
          >
            <MegaMenu />
          </NavDropdown>
          <NavDropdown
            label={t`Help`}
            className="relative flex items-center self-stretch"
            panelClassName={`${panelBase} left-0 w-56 rounded-xl p-2`}
          >
            <ul>
              {helpLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </NavDropdown>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <div className="hidden lg:block">
            <SearchBox />
          </div>
          <CountLink to="/wishlist" name="wishlist" label={t`Wishlist`} count={wishlistCount} icon={Heart} />
          <CountLink to="/cart" name="cart" label={t`Cart`} count={cartCount} icon={ShoppingCart} />
          <div className="sm:ml-1">
            <AccountMenu />
          </div>
        </div>
      </div>
      {/* Below 1024 px the bar has no room: the search is a row of its own, in the server's HTML
          too, so nothing moves when the page comes alive. CSS shows one of the two boxes. */}
      <div className="border-t border-slate-100 bg-white px-4 py-2 sm:px-6 lg:hidden">
        <SearchBox />
      </div>
    </header>
  );
}
