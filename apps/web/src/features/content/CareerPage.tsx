import {
  Briefcase,
  Clock,
  GraduationCap,
  HeartHandshake,
  MapPin,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { buttonClasses } from "../../components/ui/Button";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

interface Opening {
  title: MessageDescriptor;
  team: MessageDescriptor;
  location: MessageDescriptor;
  type: MessageDescriptor;
  experience: MessageDescriptor;
  summary: MessageDescriptor;
  duties: MessageDescriptor[];
}

/** The four sample openings (docs/product/storefront.md "Pages"). */
const openings: Opening[] = [
  {
    title: msg`Area Sales Executive`,
    team: msg`Sales`,
    location: msg`Jaipur, Rajasthan`,
    type: msg`Full-time`,
    experience: msg`2 to 4 years`,
    summary: msg`Grow our dealer network across Rajasthan during the cooling season and beyond.`,
    duties: [
      msg`Visit and onboard appliance dealers`,
      msg`Plan seasonal stock with distributors`,
      msg`Hit monthly sell-through targets`,
    ],
  },
  {
    title: msg`Service Technician`,
    team: msg`Customer Service`,
    location: msg`Gurugram, Haryana`,
    type: msg`Full-time`,
    experience: msg`1 to 3 years (ITI preferred)`,
    summary: msg`Install and repair coolers, fans and televisions at our customers' homes in Delhi NCR.`,
    duties: [
      msg`Install ceiling fans and wall-mount TVs`,
      msg`Diagnose and repair motors, pumps and boards`,
      msg`Keep every customer informed and happy`,
    ],
  },
  {
    title: msg`Digital Marketing Associate`,
    team: msg`Marketing`,
    location: msg`Gurugram, Haryana (hybrid)`,
    type: msg`Full-time`,
    experience: msg`1 to 3 years`,
    summary: msg`Run our seasonal campaigns, buying guides and social channels.`,
    duties: [
      msg`Plan and run search and social campaigns`,
      msg`Write and edit buying guides`,
      msg`Report on what works, weekly`,
    ],
  },
  {
    title: msg`Customer Support Executive`,
    team: msg`Customer Service`,
    location: msg`Remote, India`,
    type: msg`Full-time, rotational shifts`,
    experience: msg`0 to 2 years; Hindi and English`,
    summary: msg`Help shoppers before and after they buy, by phone, chat and e-mail.`,
    duties: [
      msg`Answer product and order questions`,
      msg`Book installations and service visits`,
      msg`Follow up until every ticket is closed`,
    ],
  },
];

const perks: { title: MessageDescriptor; Icon: LucideIcon }[] = [
  { title: msg`Health cover for you and your family`, Icon: HeartHandshake },
  { title: msg`Training and certification`, Icon: GraduationCap },
  { title: msg`Fast growth in a young company`, Icon: Rocket },
];

export default function CareerPage() {
  const { t, i18n } = useLingui();
  const settings = useStoreSettings();
  const { storeName, email } = settings;
  const count = openings.length;
  const applyHref = (title: string, location: string) =>
    `mailto:${email}?subject=${encodeURIComponent(t`Application: ${title} (${location})`)}`;
  return (
    <>
      <PageMeta
        title={t`Careers`}
        description={t`Join ${storeName}: open roles in sales, service, marketing and customer support.`}
      />
      <ContentHero
        eyebrow={t`Careers`}
        title={t`Work With Us`}
        subtitle={t`We are a young Indian company that keeps homes cool and kitchens running. Come build it with us.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-4 sm:grid-cols-3" aria-label={t`Why join us`}>
          {perks.map(({ title, Icon }) => (
            <li
              key={title.id}
              className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="font-medium text-ink">{i18n._(title)}</span>
            </li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">
          <Trans>Open positions</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>{count} openings</Trans>
        </p>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {openings.map((opening) => {
            const [title, location] = [i18n._(opening.title), i18n._(opening.location)];
            return (
              <li key={opening.title.id}>
                <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <p className="text-sm font-semibold text-orange-700">{i18n._(opening.team)}</p>
                  <h3 className="mt-1 text-xl font-bold text-ink">{title}</h3>
                  <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
                    <li className="flex items-center gap-1.5">
                      <MapPin className="size-4 text-slate-400" aria-hidden />
                      {location}
                    </li>
                    <li className="flex items-center gap-1.5">
                      <Clock className="size-4 text-slate-400" aria-hidden />
                      {i18n._(opening.type)}
                    </li>
                    <li className="flex items-center gap-1.5">
                      <Briefcase className="size-4 text-slate-400" aria-hidden />
                      {i18n._(opening.experience)}
                    </li>
                  </ul>
                  <p className="mt-4 text-slate-700">{i18n._(opening.summary)}</p>
                  <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-600">
                    {opening.duties.map((duty) => (
                      <li key={duty.id}>{i18n._(duty)}</li>
                    ))}
                  </ul>
                  <a
                    href={applyHref(title, location)}
                    className={`${buttonClasses("primary")} mt-6 self-start`}
                  >
                    <Trans>
                      Apply now<span className="sr-only"> for {title}</span>
                    </Trans>
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 rounded-xl bg-brand-50 p-5 text-slate-700">
          <Trans>
            Do not see your role? Send your CV to{" "}
            <a href={`mailto:${email}`} className="font-semibold text-brand-700 hover:underline">
              {email}
            </a>{" "}
            and tell us how you would like to help.
          </Trans>
        </p>
      </div>
    </>
  );
}
