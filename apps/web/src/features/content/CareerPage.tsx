import {
  Briefcase,
  Clock,
  GraduationCap,
  HeartHandshake,
  MapPin,
  Rocket,
  type LucideIcon,
} from "lucide-react";
import { useStoreSettings } from "../../lib/queries/get-settings";
import { buttonClasses } from "../../components/ui/Button";
import { PageMeta } from "../../components/ui/PageMeta";
import { ContentHero } from "./static/ContentHero";

interface Opening {
  title: string;
  team: string;
  location: string;
  type: string;
  experience: string;
  summary: string;
  duties: string[];
}

/** The four sample openings (docs/product/storefront.md "Pages"). */
const openings: Opening[] = [
  {
    title: "Area Sales Executive",
    team: "Sales",
    location: "Jaipur, Rajasthan",
    type: "Full-time",
    experience: "2 to 4 years",
    summary: "Grow our dealer network across Rajasthan during the cooling season and beyond.",
    duties: [
      "Visit and onboard appliance dealers",
      "Plan seasonal stock with distributors",
      "Hit monthly sell-through targets",
    ],
  },
  {
    title: "Service Technician",
    team: "Customer Service",
    location: "Gurugram, Haryana",
    type: "Full-time",
    experience: "1 to 3 years (ITI preferred)",
    summary: "Install and repair coolers, fans and televisions at our customers' homes in Delhi NCR.",
    duties: [
      "Install ceiling fans and wall-mount TVs",
      "Diagnose and repair motors, pumps and boards",
      "Keep every customer informed and happy",
    ],
  },
  {
    title: "Digital Marketing Associate",
    team: "Marketing",
    location: "Gurugram, Haryana (hybrid)",
    type: "Full-time",
    experience: "1 to 3 years",
    summary: "Run our seasonal campaigns, buying guides and social channels.",
    duties: [
      "Plan and run search and social campaigns",
      "Write and edit buying guides",
      "Report on what works, weekly",
    ],
  },
  {
    title: "Customer Support Executive",
    team: "Customer Service",
    location: "Remote, India",
    type: "Full-time, rotational shifts",
    experience: "0 to 2 years; Hindi and English",
    summary: "Help shoppers before and after they buy, by phone, chat and e-mail.",
    duties: [
      "Answer product and order questions",
      "Book installations and service visits",
      "Follow up until every ticket is closed",
    ],
  },
];

const perks: { title: string; Icon: LucideIcon }[] = [
  { title: "Health cover for you and your family", Icon: HeartHandshake },
  { title: "Training and certification", Icon: GraduationCap },
  { title: "Fast growth in a young company", Icon: Rocket },
];

function applyHref(opening: Opening, email: string) {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${opening.title} (${opening.location})`)}`;
}

export default function CareerPage() {
  const settings = useStoreSettings();
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join Vayu Home Appliances: open roles in sales, service, marketing and customer support."
      />
      <ContentHero
        eyebrow="Careers"
        title="Work With Us"
        subtitle="We are a young Indian company that keeps homes cool and kitchens running. Come build it with us."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-4 sm:grid-cols-3" aria-label="Why join us">
          {perks.map(({ title, Icon }) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="font-medium text-ink">{title}</span>
            </li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink">Open positions</h2>
        <p className="mt-1 text-slate-600">{openings.length} openings</p>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {openings.map((opening) => (
            <li key={opening.title}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold text-orange-700">{opening.team}</p>
                <h3 className="mt-1 text-xl font-bold text-ink">{opening.title}</h3>
                <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
                  <li className="flex items-center gap-1.5">
                    <MapPin className="size-4 text-slate-400" aria-hidden />
                    {opening.location}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <Clock className="size-4 text-slate-400" aria-hidden />
                    {opening.type}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <Briefcase className="size-4 text-slate-400" aria-hidden />
                    {opening.experience}
                  </li>
                </ul>
                <p className="mt-4 text-slate-700">{opening.summary}</p>
                <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-600">
                  {opening.duties.map((duty) => (
                    <li key={duty}>{duty}</li>
                  ))}
                </ul>
                <a
                  href={applyHref(opening, settings.email)}
                  className={`${buttonClasses("primary")} mt-6 self-start`}
                >
                  Apply now<span className="sr-only"> for {opening.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 rounded-xl bg-brand-50 p-5 text-slate-700">
          Do not see your role? Send your CV to{" "}
          <a href={`mailto:${settings.email}`} className="font-semibold text-brand-700 hover:underline">
            {settings.email}
          </a>{" "}
          and tell us how you would like to help.
        </p>
      </div>
    </>
  );
}
