import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { mapEmbedUrl, telHref } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { useLocale } from "../../lib/i18n";
import { LazyMapEmbed } from "../../components/ui/LazyMapEmbed";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

const linkClass = "font-medium text-brand-700 hover:underline";

function DetailCard({ title, Icon, children }: { title: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <div className="mt-2 space-y-1.5 text-slate-700">{children}</div>
    </section>
  );
}

/** Office details: phones, e-mails, the address and a map that loads only near the viewport. */
export default function OfficePage() {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const emails = [
    { label: t`General and careers`, address: settings.email },
    { label: t`Orders & support`, address: settings.supportEmail },
  ];
  const { address, storeName } = settings;
  const city = settings.registeredAddress.city;
  // The owner's address as written (in English): marked so on a Hindi page.
  const addressLang = useLocale() === "hi" ? "en" : undefined;
  return (
    <>
      <PageMeta title={t`Our Office`} description={t`Visit or call ${storeName}: ${address}.`} />
      <ContentHero
        eyebrow={t`Help`}
        title={t`Our Office`}
        subtitle={t`Call, write or drop by: our team is here to help with orders, service and dealer enquiries.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <DetailCard title={t`Call us`} Icon={Phone}>
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </p>
            ))}
          </DetailCard>
          <DetailCard title={t`Write to us`} Icon={Mail}>
            {emails.map(({ label, address: email }) => (
              <p key={email} className="text-sm">
                <span className="block text-slate-500">{label}</span>
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  {email}
                </a>
              </p>
            ))}
          </DetailCard>
          <DetailCard title={t`Head office`} Icon={MapPin}>
            <address className="not-italic" lang={addressLang}>
              {storeName}
              <br />
              {settings.registeredAddress.line1}
              <br />
              {city}, {settings.state} {settings.registeredAddress.pincode}
              <br />
              {"India"}
            </address>
          </DetailCard>
          <DetailCard title={t`Office hours`} Icon={Clock}>
            <p>
              <Trans>Monday to Saturday</Trans>
            </p>
            <p className="font-semibold text-ink">
              <Trans>9:30 am to 6:30 pm</Trans>
            </p>
            <p className="text-sm text-slate-500">
              <Trans>Closed on Sundays and national holidays</Trans>
            </p>
          </DetailCard>
        </div>
        <section aria-labelledby="find-us" className="mt-10">
          <h2 id="find-us" className="mb-4 text-xl font-bold text-ink">
            <Trans>Find us</Trans>
          </h2>
          <LazyMapEmbed
            src={mapEmbedUrl(settings)}
            address={address}
            title={t`Map of ${storeName}, ${city}`}
          />
        </section>
      </div>
    </>
  );
}
