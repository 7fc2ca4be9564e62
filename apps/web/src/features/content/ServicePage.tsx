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
import { Link } from "react-router";
import { policy } from "@vayu/shared/content-text";
import { buttonClasses } from "../../components/ui/Button";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

/** The "Our Services" block (docs/product/storefront.md "Home"): three cards with their interior-planning style promises. */
const services: { title: string; text: string; Icon: LucideIcon; tint: string }[] = [
  {
    title: "Save Time",
    text: "Send us your room's measurements and we prepare a 3D model of your space showing where the cooler, fans and TV fit best, so you choose once, with no guesswork and no repeat store visits.",
    Icon: Clock,
    tint: "bg-brand-50 text-brand-700",
  },
  {
    title: "Save Money",
    text: "An air cooler uses up to 80% less electricity than a split air conditioner, and our BLDC fans cut power use by more than half. Factory-direct prices keep the price you pay honest.",
    Icon: BadgePercent,
    tint: "bg-orange-50 text-orange-700",
  },
  {
    title: "Convenient & Stress Free",
    text: "Doorstep delivery, cash on delivery where your pincode allows it, and one number to call for help. Builders, interior designers and dealers buying in volume get trade discounts from 5% to 45%.",
    Icon: Smile,
    tint: "bg-emerald-50 text-emerald-700",
  },
];

/** What comes with every appliance; the warranty is the store's default (its settings). */
const included = (defaultWarranty: string): { title: string; text: string; Icon: LucideIcon }[] => [
  {
    title: "Delivery across India",
    text: `Packed within ${policy.processingBusinessDays} business day; check the delivery date for your pincode on any product.`,
    Icon: Truck,
  },
  {
    title: "Help setting up",
    text: "Every appliance comes with its manual; call customer care and we talk you through fitting and first use.",
    Icon: Wrench,
  },
  {
    title: "Warranty",
    text: `${defaultWarranty}. To claim it, write to customer care with your order number.`,
    Icon: ShieldCheck,
  },
  {
    title: "Genuine products",
    text: "ISI-marked and BEE-rated appliances, checked before dispatch.",
    Icon: PackageCheck,
  },
];

export default function ServicePage() {
  const settings = useStoreSettings();
  return (
    <>
      <PageMeta
        title="Our Services"
        description="Room planning with a 3D model, lower running costs, delivery across India and trade discounts of 5% to 45%."
      />
      <ContentHero
        eyebrow="How we help"
        title="Our Services"
        subtitle="From choosing the right appliance to its delivery and first use, we help you the whole way."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="our-services">
          <h2 id="our-services" className="sr-only">
            Our Services
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {services.map(({ title, text, Icon, tint }) => (
              <li
                key={title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className={`flex size-14 items-center justify-center rounded-xl ${tint}`}>
                  <Icon className="size-7" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-bold text-ink">{title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="included" className="mt-16">
          <h2 id="included" className="text-2xl font-bold tracking-tight text-ink">
            Included with every order
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {included(settings.defaultWarranty).map(({ title, text, Icon }) => (
              <li key={title} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <Icon className="size-6 shrink-0 text-brand-600" aria-hidden />
                <div>
                  <h3 className="font-semibold text-ink">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
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
                Buying for a project or a shop?
              </h2>
              <p className="mt-2 text-slate-200">
                Distributors, dealers, builders and interior designers get trade discounts from 5% to 45% and
                a dedicated account manager.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/distributer" className={buttonClasses("accent", "lg")}>
                Become a distributor
              </Link>
              <Link
                to="/directdealer"
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white/50 px-6 font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
              >
                Become a dealer
              </Link>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
