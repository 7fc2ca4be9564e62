import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { mapEmbedUrl, telHref } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { LazyMapEmbed } from "../../components/ui/LazyMapEmbed";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

const link = "font-medium text-brand-700 hover:underline";

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
  const settings = useStoreSettings();
  const emails = [
    { label: "General and careers", address: settings.email },
    { label: "Orders & support", address: settings.supportEmail },
  ];
  const address = settings.address;
  return (
    <>
      <PageMeta title="Our Office" description={`Visit or call ${settings.storeName}: ${address}.`} />
      <ContentHero
        eyebrow="Help"
        title="Our Office"
        subtitle="Call, write or drop by: our team is here to help with orders, service and dealer enquiries."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <DetailCard title="Call us" Icon={Phone}>
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)} className={link}>
                  {phone}
                </a>
              </p>
            ))}
          </DetailCard>
          <DetailCard title="Write to us" Icon={Mail}>
            {emails.map(({ label, address: email }) => (
              <p key={email} className="text-sm">
                <span className="block text-slate-500">{label}</span>
                <a href={`mailto:${email}`} className={`${link} break-all`}>
                  {email}
                </a>
              </p>
            ))}
          </DetailCard>
          <DetailCard title="Head office" Icon={MapPin}>
            <address className="not-italic">
              {settings.storeName}
              <br />
              {settings.registeredAddress.line1}
              <br />
              {settings.registeredAddress.city}, {settings.state} {settings.registeredAddress.pincode}
              <br />
              {"India"}
            </address>
          </DetailCard>
          <DetailCard title="Office hours" Icon={Clock}>
            <p>Monday to Saturday</p>
            <p className="font-semibold text-ink">9:30 am to 6:30 pm</p>
            <p className="text-sm text-slate-500">Closed on Sundays and national holidays</p>
          </DetailCard>
        </div>
        <section aria-labelledby="find-us" className="mt-10">
          <h2 id="find-us" className="mb-4 text-xl font-bold text-ink">
            Find us
          </h2>
          <LazyMapEmbed
            src={mapEmbedUrl(settings)}
            address={address}
            title={`Map of ${settings.storeName}, ${settings.registeredAddress.city}`}
          />
        </section>
      </div>
    </>
  );
}
