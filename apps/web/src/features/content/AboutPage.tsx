import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { brandStory } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { LocalisedLink } from "../../components/LocalisedLink";
import { buttonClasses } from "../../components/ui/Button";
import { PageMeta } from "../../components/ui/PageMeta";
import { useTagline } from "../../components/site-texts";
import { contentSrcSet } from "./content-image";
import { ContentHero } from "./static/ContentHero";

const pictures = [
  { src: "/content/about/cooling.webp", alt: msg`An air cooler and a ceiling fan from our cooling range` },
  {
    src: "/content/about/kitchen.webp",
    alt: msg`A mixer grinder and an LED television from our kitchen and entertainment range`,
  },
];

const points = [
  msg`Honest prices with GST included`,
  msg`Delivery across India`,
  msg`Service by our own technicians`,
];

/** About (Who We Are): heading, two appliance pictures, a welcome title and three paragraphs (docs/product/storefront.md "Pages"). */
export default function AboutPage() {
  const { t, i18n } = useLingui();
  const settings = useStoreSettings();
  const tagline = useTagline();
  const { foundedYear } = brandStory;
  const { storeName } = settings;
  const city = settings.registeredAddress.city;
  const figures = [
    { value: String(foundedYear), label: t`Founded in India` },
    { value: "4", label: t`Appliance families` },
    { value: t`Warranty`, label: t`On every appliance we sell` },
  ];
  return (
    <>
      <PageMeta
        title={t`About Us`}
        description={t`Who we are: an Indian home appliance company founded in ${foundedYear}, making air coolers, fans, mixer grinders and LED TVs.`}
      />
      <ContentHero
        eyebrow={t`About us`}
        title={t`Who We Are`}
        subtitle={t`${tagline}: home appliances designed for Indian homes since ${foundedYear}.`}
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="relative pb-16 sm:pb-24">
          {pictures.map((picture, index) => (
            <img
              key={picture.src}
              src={picture.src}
              srcSet={contentSrcSet(picture.src)}
              sizes={index === 0 ? "(min-width: 1024px) 560px, 100vw" : "(min-width: 1024px) 280px, 50vw"}
              width={1200}
              height={750}
              alt={i18n._(picture.alt)}
              loading={index === 0 ? "eager" : "lazy"}
              className={
                index === 0
                  ? "aspect-[16/10] w-[88%] rounded-2xl object-cover shadow-md"
                  : "absolute right-0 bottom-0 aspect-[16/10] w-1/2 rounded-2xl border-4 border-white object-cover shadow-xl"
              }
            />
          ))}
        </div>
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <Trans>Welcome to {storeName}</Trans>
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
            <p>
              <Trans>
                {storeName} is an Indian company that designs and sells electric appliances for everyday home
                comfort. We believe a good appliance should be dependable, efficient and simple to own, and we
                back every product we sell with our own service team.
              </Trans>
            </p>
            <p>
              <Trans>
                Our range covers air coolers for every room size, energy-saving ceiling, pedestal and wall
                fans, powerful mixer grinders for Indian kitchens and LED televisions from 32 to 65 inches.
                Each model is chosen for Indian conditions: long summers, voltage swings and hard-working
                kitchens.
              </Trans>
            </p>
            <p>
              <Trans>
                We started in {foundedYear} in India, selling coolers to neighbours and local shops around{" "}
                {city}. Today families, dealers and distributors across the country buy from us online, and we
                continue to grow one satisfied customer at a time.
              </Trans>
            </p>
          </div>
          <ul className="mt-6 space-y-2 text-slate-700">
            {points.map((point) => (
              <li key={point.id} className="flex items-center gap-2">
                <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
                {i18n._(point)}
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid grid-cols-3 gap-3">
            {figures.map(({ value, label }) => (
              <div
                key={label}
                className="flex min-w-0 flex-col rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
              >
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="order-first text-xl font-bold break-words text-brand-700">{value}</dd>
              </div>
            ))}
          </dl>
          <LocalisedLink to="/contact" className={`${buttonClasses("primary", "lg")} mt-8`}>
            <Trans>Talk to us</Trans>
          </LocalisedLink>
        </div>
      </div>
    </>
  );
}
