import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, Phone, UserRound } from "lucide-react";
import { telHref } from "@vayu/shared/site-settings";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { useSiteText } from "../../components/site-texts";
import { GrievanceForm } from "./GrievanceForm";

/** /grievance: the grievance officer of the Consumer Protection (E-Commerce) Rules, 2020, and the complaint form. */
export default function GrievancePage() {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const officer = settings.grievanceOfficer;
  const { legalName, gstin, supportEmail } = settings;
  const siteText = useSiteText(settings);
  const hours = siteText("customerCareHours");
  const designation = siteText("grievanceOfficerDesignation");
  const customerCareHours = <span lang={hours.lang}>{hours.text}</span>;
  const phone = settings.phones[0];
  return (
    <PageContainer>
      <PageMeta
        title={t`Grievance Redressal`}
        description={t`Raise a complaint with the grievance officer of ${legalName}: acknowledged at once, resolved within one month.`}
      />
      <PageHeading
        subtitle={t`Every complaint gets a ticket number and an acknowledgement by e-mail at once, and is resolved within one month of receipt.`}
      >
        <Trans>Grievance Redressal</Trans>
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="complaint-heading">
          <h2 id="complaint-heading" className="mb-4 text-xl font-bold text-ink">
            <Trans>Raise a complaint</Trans>
          </h2>
          <GrievanceForm />
        </section>
        <aside aria-labelledby="officer-heading" className="order-first space-y-4 lg:order-none">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="officer-heading" className="text-lg font-bold text-ink">
              <Trans>Grievance Officer</Trans>
            </h2>
            <p className="mt-3 flex items-center gap-2.5 font-semibold text-ink">
              <UserRound className="size-5 shrink-0 text-brand-600" aria-hidden />
              <span>
                {officer.name}
                <span className="block text-sm font-normal text-slate-600" lang={designation.lang}>
                  {designation.text}
                </span>
              </span>
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <a
                  href={telHref(officer.phone)}
                  className="flex items-center gap-2.5 font-medium text-brand-700 hover:underline"
                >
                  <Phone className="size-4 shrink-0" aria-hidden />
                  {officer.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${officer.email}`}
                  className="flex items-center gap-2.5 font-medium break-all text-brand-700 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden />
                  {officer.email}
                </a>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-50 p-5 text-sm text-slate-700">
            <h2 className="font-semibold text-ink">
              <Trans>Seller</Trans>
            </h2>
            <p className="mt-1">{settings.legalName}</p>
            <address className="not-italic">{settings.address}</address>
            <p className="mt-1">
              <Trans>GSTIN {gstin}</Trans>
            </p>
            <p className="mt-3">
              <Trans>
                For orders, deliveries and returns, customer care answers first: {phone}, {supportEmail} (
                {customerCareHours}).
              </Trans>
            </p>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
