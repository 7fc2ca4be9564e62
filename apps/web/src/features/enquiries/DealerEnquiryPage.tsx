import { Link } from "react-router";
import { BadgeCheck, ChevronRight, Phone, type LucideIcon } from "lucide-react";
import type { DealerEnquiryType } from "@vayu/shared/enquiries";
import { siteSettings, telHref } from "@vayu/shared/site-settings";
import { PageContainer } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { DealerEnquiryForm } from "./DealerEnquiryForm";

export interface Perk {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface DealerEnquiryPageProps {
  type: DealerEnquiryType;
  title: string;
  intro: string;
  perks: Perk[];
}

/** The page around the enquiry form, shared by /distributer and /directdealer. */
export function DealerEnquiryPage({ type, title, intro, perks }: DealerEnquiryPageProps) {
  return (
    <PageContainer>
      <PageMeta title={`${title} | ${siteSettings.name}`} description={intro} />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <ol className="flex items-center gap-1.5">
          <li>
            <Link to="/contact" className="hover:text-brand-700 hover:underline">
              Contact Us
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-ink">
            {title}
          </li>
        </ol>
      </nav>
      <div className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <DealerEnquiryForm type={type} />
        <aside aria-labelledby="perks-heading" className="space-y-4 lg:sticky lg:top-28">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="perks-heading" className="font-bold text-ink">
              Why partner with {siteSettings.shortName}
            </h2>
            <ul className="mt-4 space-y-4">
              {perks.map(({ icon: Icon, title: perk, text }) => (
                <li key={perk} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-ink">{perk}</span>
                    <span className="text-slate-600">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-700 p-5 text-white">
            <p className="flex items-center gap-2 font-semibold">
              <BadgeCheck className="size-5 text-accent-400" aria-hidden />
              Questions before you apply?
            </p>
            <p className="mt-1 text-sm text-brand-100">Our partner team is happy to help.</p>
            <a href={telHref(siteSettings.phones[0])} className="mt-3 inline-flex items-center gap-2 font-semibold hover:underline">
              <Phone className="size-4" aria-hidden />
              {siteSettings.phones[0]}
            </a>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
