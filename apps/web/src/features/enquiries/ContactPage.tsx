import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Building2, Headset, Mail, Phone, Store, type LucideIcon } from "lucide-react";
import { mapEmbedUrl, telHref, wordmark } from "@vayu/shared/site-settings";
import { LocalisedLink } from "../../components/LocalisedLink";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { LazyMapEmbed } from "../../components/ui/LazyMapEmbed";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import type { Prefetch } from "../../lib/prefetch";
import { localeOfPath } from "@vayu/shared/locale";
import { laterContactForm } from "./later-forms";

export { contactAction as action } from "./enquiry-actions";

/** The page server renders the contact form, whose code the browser loads after the page (lib/later-part.tsx). */
export const prefetch: Prefetch = ({ url }) => laterContactForm.load(localeOfPath(url.pathname));

const partnerLinks: { to: string; title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }[] = [
  {
    to: "/distributer",
    title: msg`Become a Distributor`,
    text: msg`Supply Vayu appliances to retailers across your district.`,
    icon: Building2,
  },
  {
    to: "/directdealer",
    title: msg`Become a Direct Dealer`,
    text: msg`Sell Vayu coolers, fans and kitchen appliances from your store.`,
    icon: Store,
  },
];

function ContactBanner() {
  const settings = useStoreSettings();
  const [primaryPhone = ""] = settings.phones;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-[6%] hidden -translate-y-1/2 lg:block"
      >
        <div className="flex size-72 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/10">
          <div className="flex size-48 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/15">
            <Headset className="size-20 text-accent-400" strokeWidth={1.5} />
          </div>
        </div>
      </div>
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
          <Trans>We are here to help</Trans>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-3 max-w-2xl text-brand-100">
          <Trans>Questions about a product, an order or a partnership? Call us, write to us, or send an enquiry below.</Trans>
        </p>
        <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <li>
            <a
              href={telHref(primaryPhone)}
              className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold ring-1 ring-white/20 transition-colors hover:bg-white/20 sm:inline-flex"
            >
              <Phone className="size-5 text-accent-400" aria-hidden />
              <span>
                <span className="block text-xs font-medium text-brand-100">
                  <Trans>Call us</Trans>
                </span>
                {primaryPhone}
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${settings.email}`}
              className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold ring-1 ring-white/20 transition-colors hover:bg-white/20 sm:inline-flex"
            >
              <Mail className="size-5 text-accent-400" aria-hidden />
              <span>
                <span className="block text-xs font-medium text-brand-100">
                  <Trans>Email us</Trans>
                </span>
                {settings.email}
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

function PartnerLinks() {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const brand = wordmark(settings.storeName).first;
  return (
    <aside aria-labelledby="partner-heading" className="space-y-4">
      <h3 id="partner-heading" className="text-lg font-bold text-ink">
        <Trans>Grow with {brand}</Trans>
      </h3>
      <ul className="space-y-3">
        {partnerLinks.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <LocalisedLink
              to={to}
              className="group flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-400/20 text-accent-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-ink group-hover:text-brand-700">
                  {t(title)}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(text)}</span>
              </span>
            </LocalisedLink>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-brand-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-ink">
          <Trans>Head office</Trans>
        </p>
        <address className="mt-1 not-italic">{settings.address}</address>
        <ul className="mt-2 space-y-1">
          {settings.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className="font-medium text-brand-700 hover:underline">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** Contact page (docs/product/storefront.md "Pages"): banner with phone and e-mail, the enquiry form, then the map. */
export default function ContactPage() {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const [primaryPhone = ""] = settings.phones;
  const { email, storeName } = settings;
  return (
    <>
      <PageMeta
        title={t`Contact Us`}
        description={t`Call ${primaryPhone}, write to ${email} or send an enquiry to ${storeName}. Dealer and distributor enquiries welcome.`}
      />
      <ContactBanner />
      <PageContainer>
        <section aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <Trans>Dealer &amp; Distributor Enquiry</Trans>
          </h2>
          <p className="mt-1 mb-6 text-slate-600">
            <Trans>Tell us what you need and our team will get back to you shortly.</Trans>
          </p>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <laterContactForm.Part />
            <PartnerLinks />
          </div>
        </section>
        <section aria-labelledby="map-heading" className="mt-12">
          <h2 id="map-heading" className="mb-4 text-xl font-bold text-ink">
            <Trans>Find us</Trans>
          </h2>
          <LazyMapEmbed
            src={mapEmbedUrl(settings)}
            address={settings.address}
            title={t`Map of the ${storeName} head office`}
          />
        </section>
      </PageContainer>
    </>
  );
}
