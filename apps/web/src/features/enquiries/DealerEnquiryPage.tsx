import {
  BadgeCheck,
  Factory,
  MapPinned,
  PackageCheck,
  Phone,
  ShieldCheck,
  Store,
  type LucideIcon,
} from "lucide-react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DealerEnquiryType } from "@vayu/shared/enquiries";
import { telHref, wordmark } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { laterDealerForm } from "./later-forms";

interface Perk {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const warranty: Perk = {
  icon: ShieldCheck,
  title: msg`Warranty support`,
  text: msg`Every appliance you sell carries its manufacturer's warranty, and we handle the claims.`,
};

/** What differs between the two enquiry pages: everything else is shared. */
const pages: Record<
  DealerEnquiryType,
  { title: MessageDescriptor; intro: MessageDescriptor; perks: Perk[] }
> = {
  distributor: {
    title: msg`Distributor Enquiry`,
    intro: msg`Distribute Vayu home appliances in your region. Tell us about your firm and the area you cover, and our partner team will contact you.`,
    perks: [
      {
        icon: MapPinned,
        title: msg`Your own territory`,
        text: msg`Supply Vayu appliances to the retailers of the city you choose.`,
      },
      {
        icon: PackageCheck,
        title: msg`A range that sells every season`,
        text: msg`Air coolers and fans for summer, kitchen appliances and TVs all year.`,
      },
      warranty,
    ],
  },
  dealer: {
    title: msg`Direct Dealer Enquiry`,
    intro: msg`Sell Vayu home appliances from your store. Tell us about your business, and our partner team will contact you.`,
    perks: [
      {
        icon: Factory,
        title: msg`Direct from the maker`,
        text: msg`Stock supplied straight from Vayu to your store.`,
      },
      {
        icon: Store,
        title: msg`Products shoppers ask for`,
        text: msg`Air coolers, fans, mixer grinders and LED TVs for Indian homes.`,
      },
      warranty,
    ],
  },
};

/** The page around the enquiry form, shared by /distributer and /directdealer. */
export function DealerEnquiryPage({ type }: { type: DealerEnquiryType }) {
  const { t, i18n } = useLingui();
  const settings = useStoreSettings();
  const page = pages[type];
  const [title, intro] = [i18n._(page.title), i18n._(page.intro)];
  const brand = wordmark(settings.storeName).first;
  return (
    <PageContainer>
      <PageMeta title={title} description={intro} />
      <Breadcrumbs
        items={[{ label: t`Home`, to: "/" }, { label: t`Contact Us`, to: "/contact" }, { label: title }]}
      />
      <div className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <laterDealerForm.Part type={type} />
        <aside aria-labelledby="perks-heading" className="space-y-4 lg:sticky lg:top-28">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="perks-heading" className="font-bold text-ink">
              <Trans>Why partner with {brand}</Trans>
            </h2>
            <ul className="mt-4 space-y-4">
              {page.perks.map(({ icon: Icon, title: perk, text }) => (
                <li key={perk.id} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-ink">{i18n._(perk)}</span>
                    <span className="text-slate-600">{i18n._(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-700 p-5 text-white">
            <p className="flex items-center gap-2 font-semibold">
              <BadgeCheck className="size-5 text-accent-400" aria-hidden />
              <Trans>Questions before you apply?</Trans>
            </p>
            <p className="mt-1 text-sm text-brand-100">
              <Trans>Our partner team is happy to help.</Trans>
            </p>
            <a
              href={telHref(settings.phones[0])}
              className="mt-3 inline-flex items-center gap-2 font-semibold hover:underline"
            >
              <Phone className="size-4" aria-hidden />
              {settings.phones[0]}
            </a>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
