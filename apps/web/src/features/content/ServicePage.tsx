import {
  BadgePercent,
  Clock,
  Headset,
  PackageCheck,
  ShieldCheck,
  Smile,
  Truck,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { policy } from "@vayu/shared/content-text";
import { LocalisedLink } from "../../components/LocalisedLink";
import { useSiteText, type SiteText } from "../../components/site-texts";
import { buttonClasses } from "../../components/ui/Button";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

/** The "Our Services" block (docs/product/storefront.md "Home"): three cards with their interior-planning style promises. */
const services: { title: MessageDescriptor; text: MessageDescriptor; Icon: LucideIcon; tintClass: string }[] = [
  {
    title: msg`Save Time`,
    text: msg`Send us your room's measurements and we prepare a 3D model of your space showing where the cooler, fans and TV fit best, so you choose once, with no guesswork and no repeat store visits.`,
    Icon: Clock,
    tintClass: "bg-brand-50 text-brand-700",
  },
  {
    title: msg`Save Money`,
    text: msg`An air cooler uses up to 80% less electricity than a split air conditioner, and our BLDC fans cut power use by more than half. Factory-direct prices keep the price you pay honest.`,
    Icon: BadgePercent,
    tintClass: "bg-orange-50 text-orange-700",
  },
  {
    title: msg`Convenient & Stress Free`,
    text: msg`Doorstep delivery, cash on delivery where your pincode allows it, and one number to call for help. Builders, interior designers and dealers buying in volume get trade discounts from 5% to 45%.`,
    Icon: Smile,
    tintClass: "bg-emerald-50 text-emerald-700",
  },
];

/** What comes with every appliance, in the page's language; the warranty is the store's default (its settings). */
function useIncluded(warranty: SiteText): { title: string; text: string; lang?: "en"; Icon: LucideIcon }[] {
  const { t } = useLingui();
  const days = policy.processingBusinessDays;
  return [
    {
      title: t`Delivery across India`,
      text: t`Packed within ${days} business day; check the delivery date for your pincode on any product.`,
      Icon: Truck,
    },
    {
      title: t`Help setting up`,
      text: t`Every appliance comes with its manual; call customer care and we talk you through fitting and first use.`,
      Icon: Wrench,
    },
    { title: t`Warranty`, text: warranty.text, lang: warranty.lang, Icon: ShieldCheck },
    {
      title: t`Genuine products`,
      text: t`ISI-marked and BEE-rated appliances, checked before dispatch.`,
      Icon: PackageCheck,
    },
  ];
}

export default function ServicePage() {
  const { t, i18n } = useLingui();
  const settings = useStoreSettings();
  const warranty = useSiteText(settings)("defaultWarranty");
  const included = useIncluded(warranty);
  return (
    <>
      <PageMeta
        title={t`Our Services`}
        description={t`Room planning with a 3D model, lower running costs, delivery across India and trade discounts of 5% to 45%.`}
      />
      <ContentHero
        eyebrow={t`How we help`}
        title={t`Our Services`}
        subtitle={t`From choosing the right appliance to its delivery and first use, we help you the whole way.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="our-services">
          <h2 id="our-services" className="sr-only">
            <Trans>Our Services</Trans>
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {services.map(({ title, text, Icon, tintClass }) => (
              <li
                key={title.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className={`flex size-14 items-center justify-center rounded-xl ${tintClass}`}>
                  <Icon className="size-7" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink">{i18n._(title)}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="included" className="mt-16">
          <h2 id="included" className="text-2xl font-bold tracking-tight text-ink">
            <Trans>Included with every order</Trans>
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {included.map(({ title, text, lang, Icon }) => (
              <li key={title} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600" lang={lang}>
                    {text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="partner"
          className="mt-16 overflow-hidden rounded-2xl bg-gradient-to-r from-slate-900 to-brand-900 p-8 text-white sm:p-10"
        >
          <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <Headset className="size-8 text-accent-400" aria-hidden />
              <h2 id="partner" className="mt-3 text-2xl font-bold">
                <Trans>Buying for a project or a shop?</Trans>
              </h2>
              <p className="mt-2 text-slate-200">
                <Trans>
                  Distributors, dealers, builders and interior designers get trade discounts from 5% to 45%
                  and a dedicated account manager.
                </Trans>
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <LocalisedLink to="/distributer" className={buttonClasses("accent", "lg")}>
                <Trans>Become a distributor</Trans>
              </LocalisedLink>
              <LocalisedLink
                to="/directdealer"
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white/50 px-6 font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
              >
                <Trans>Become a dealer</Trans>
              </LocalisedLink>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
