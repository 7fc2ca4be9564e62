import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { telHref } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { ChevronDown, Mail, Menu, MessageCircle, Phone, X } from "lucide-react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { useCategories } from "../../lib/queries/get-categories";
import { Logo } from "./Logo";
import { helpLinks, type NavLinkItem } from "./nav-links";
import { useDomId } from "../../lib/use-dom-id";

const rowClass =
  "flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-ink hover:bg-slate-100";

const topLinks: NavLinkItem[] = [
  { label: msg`Home`, to: "/" },
  { label: msg`About`, to: "/about" },
];
const accountLinks: NavLinkItem[] = [
  { label: msg`Wishlist`, to: "/wishlist" },
  { label: msg`Cart`, to: "/cart" },
];

function RowLinks({ links }: { links: NavLinkItem[] }) {
  const { i18n } = useLingui();
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={rowClass}>
        {i18n._(link.label)}
      </Link>
    </li>
  ));
}

/** A collapsible group of the mobile menu (Product, Help). */
function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useDomId();
  return (
    <li>
      <button
        type="button"
        className={rowClass}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown
          className={`size-5 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden
        />
      </button>
      <ul id={id} hidden={!open} className="mb-2 ml-3 border-l-2 border-brand-100 pl-3">
        {children}
      </ul>
    </li>
  );
}

/** Every category with its subcategories, as the desktop mega menu shows them (docs/product/storefront.md "Shared layout"). */
function ProductGroup() {
  const { data: categories = [], isPending } = useCategories();
  if (isPending)
    return (
      <li className="px-3 py-2 text-sm text-slate-500">
        <Trans>Loading categories…</Trans>
      </li>
    );
  if (categories.length === 0)
    return (
      <li className="px-3 py-2 text-sm text-slate-600">
        <Trans>Our catalogue is being updated. Please check back shortly.</Trans>
      </li>
    );
  return categories.map((category) => (
    <li key={category._id}>
      <Link
        to={`/category/${category._id}`}
        className="flex items-center gap-3 rounded-lg px-2 py-2 text-[0.95rem] font-semibold text-ink hover:bg-brand-50 hover:text-brand-700"
      >
        <span className="size-9 shrink-0 overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200">
          <ResponsiveImage
            src={category.image}
            alt=""
            sizes="36px"
            width={36}
            height={36}
            className="size-full object-contain p-1"
          />
        </span>
        {category.name}
      </Link>
      <ul className="mb-1 ml-[3.25rem]">
        {category.subcategories.map((subcategory) => (
          <li key={subcategory._id}>
            <Link
              to={categoryPath(category, subcategory._id)}
              className="block rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-brand-50 hover:text-brand-700"
            >
              {subcategory.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  ));
}

/** What the open menu shows: the store's pages, every category with its subcategories, and how to reach us. */
function MenuContents({ close }: { close: () => void }) {
  const settings = useStoreSettings();
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <Logo />
        <button
          type="button"
          onClick={close}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          aria-label={t`Close menu`}
        >
          <X className="size-6" aria-hidden />
        </button>
      </div>
      <nav aria-label={t`Mobile`} className="px-2 py-3">
        <ul>
          <RowLinks links={topLinks} />
          <MenuGroup label={t`Product`}>
            <ProductGroup />
          </MenuGroup>
          <MenuGroup label={t`Help`}>
            {helpLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block rounded-lg px-2 py-2 text-[0.95rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </MenuGroup>
          <RowLinks links={accountLinks} />
        </ul>
      </nav>
      <div className="mx-4 mb-6 space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
        <p className="font-semibold text-ink">
          <Trans>Need help choosing?</Trans>
        </p>
        {settings.phones.map((phone) => (
          <a
            key={phone}
            href={telHref(phone)}
            className="flex items-center gap-2 text-slate-700 hover:text-brand-700"
          >
            <Phone className="size-4 text-brand-600" aria-hidden /> {phone}
          </a>
        ))}
        <a
          href={`mailto:${settings.email}`}
          className="flex items-center gap-2 text-slate-700 hover:text-brand-700"
        >
          <Mail className="size-4 text-brand-600" aria-hidden /> {settings.email}
        </a>
        {settings.social.whatsapp && (
          <a
            href={settings.social.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 font-semibold text-emerald-700 hover:underline"
          >
            <MessageCircle className="size-4" aria-hidden /> <Trans>Chat on WhatsApp</Trans>
          </a>
        )}
      </div>
    </>
  );
}

/**
 * Hamburger and slide-in menu for small screens, on a native modal dialog (focus trap, Escape).
 * Its contents exist only while it is open (docs/decisions/181-menus-rendered-when-open.md).
 */
export function MobileMenu() {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  // Shown once its contents are in, so the dialog focuses its first control as it opens.
  useLayoutEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <dialog
        ref={dialog}
        aria-label={t`Menu`}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // Backdrop clicks land on the dialog itself; link clicks navigate and should close it.
          const target = event.target as HTMLElement;
          if (target === dialog.current || target.closest("a")) close();
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(86vw,22rem)] max-w-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:animate-[slide-in_200ms_ease-out] lg:hidden"
      >
        {open && <MenuContents close={close} />}
      </dialog>
    </>
  );
}
