import { Trans, useLingui } from "@lingui/react/macro";
import { brandStory, socialLinks, telHref } from "@vayu/shared/site-settings";
import { useSiteText, useTagline } from "../../components/site-texts";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Facebook, Instagram, Mail, MapPin, Phone, Twitter, Youtube, type LucideIcon } from "lucide-react";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { Logo } from "./Logo";
import { informationLinks, supportLinks, type NavLinkItem } from "./nav-links";
import { useStorePromises } from "../../components/store-promises";

const socialIcons: Record<string, LucideIcon> = { Facebook, Instagram, YouTube: Youtube, X: Twitter };

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The seller as the Consumer Protection (E-Commerce) Rules, 2020 ask it to be shown on every page. */
function SellerDetails() {
  const settings = useStoreSettings();
  const { legalName, address, gstin } = settings;
  const hours = useSiteText(settings)("customerCareHours");
  const customerCare = {
    phone: settings.phones[0] ?? "",
    email: settings.supportEmail,
  };
  return (
    <section aria-labelledby="seller-heading" className="border-t border-white/10">
      <div className="mx-auto max-w-7xl px-4 py-5 text-xs leading-relaxed text-slate-400 sm:px-6 lg:px-8">
        <h2 id="seller-heading" className="sr-only">
          <Trans>Seller details</Trans>
        </h2>
        <p>
          <Trans>
            <span className="font-semibold text-slate-200">Seller: {legalName}</span> · Registered office:{" "}
            {address} · GSTIN: <span className="font-mono text-slate-200">{gstin}</span>
          </Trans>
        </p>
        <p className="mt-1">
          <Trans>Customer care:</Trans>{" "}
          <a href={telHref(customerCare.phone)} className="text-slate-200 underline hover:text-white">
            {customerCare.phone}
          </a>{" "}
          ·{" "}
          <a
            href={`mailto:${customerCare.email}`}
            className="whitespace-nowrap text-slate-200 underline hover:text-white"
          >
            {customerCare.email}
          </a>{" "}
          (<span lang={hours.lang}>{hours.text}</span>) · <Trans>Complaints:</Trans>{" "}
          <Link to="/grievance" className="text-slate-200 underline hover:text-white">
            <Trans>Grievance Officer</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}

export function Footer() {
  const settings = useStoreSettings();
  const promises = useStorePromises(settings);
  const { t } = useLingui();
  const tagline = useTagline();
  const { foundedYear } = brandStory;
  const { storeName } = settings;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
          {promises.map(({ icon: Icon, title, text, lang }) => (
            <li key={title} className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-400">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-white">{title}</span>
                <span className="text-slate-400" lang={lang}>
                  {text}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div>
          <Logo tone="dark" />
          <p className="mt-4 max-w-xs leading-relaxed text-slate-400">
            <Trans>
              {tagline}. Air coolers, fans, mixer grinders and LED TVs for Indian homes since {foundedYear}.
            </Trans>
          </p>
          <ul className="mt-5 flex gap-2" aria-label={t`Social links`}>
            {socialLinks(settings).map((social) => {
              const Icon = socialIcons[social.name] ?? Mail;
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                  >
                    <Icon className="size-[1.1rem]" aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkColumn title={t`Information`} links={informationLinks} />
        <LinkColumn title={t`Support`} links={supportLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">
            <Trans>Get in touch</Trans>
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              {settings.address}
            </p>
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a
                  href={telHref(phone)}
                  className="flex items-center gap-2.5 hover:text-white hover:underline"
                >
                  <Phone className="size-4 shrink-0 text-accent-400" aria-hidden />
                  {phone}
                </a>
              </p>
            ))}
            <p>
              <a
                href={`mailto:${settings.email}`}
                className="flex items-center gap-2.5 hover:text-white hover:underline"
              >
                <Mail className="size-4 shrink-0 text-accent-400" aria-hidden />
                {settings.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <SellerDetails />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            <Trans>
              © {year} {storeName}. All rights reserved.
            </Trans>
          </p>
          <p>
            <Trans>Pay by UPI, card or cash on delivery · Prices in INR, inclusive of GST</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
