import type { ReactNode } from "react";
import { Link } from "react-router";
import { policy } from "@vayu/shared/content-text";
import { siteSettings } from "@vayu/shared/site-settings";
import { PageMeta } from "../../../components/ui/PageMeta";
import { ContentHero } from "./ContentHero";

export interface PolicySection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A policy written out in full: a contents list beside numbered sections, then where to ask. */
export function PolicyPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  return (
    <>
      <PageMeta title={`${title} | ${siteSettings.name}`} description={description} />
      <ContentHero title={title} subtitle={description} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-28 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">On this page</p>
            <ol className="space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="flex gap-2 text-slate-600 hover:text-brand-700">
                    <span className="w-5 shrink-0 text-slate-500">{index + 1}.</span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <p className="text-sm text-slate-500">Last updated: {policy.lastUpdated}</p>
          <div className="mt-4 text-base leading-relaxed text-slate-700">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-28"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <aside className="mt-12 rounded-xl bg-brand-50 p-5 text-sm text-slate-700">
            Questions about this policy? Write to{" "}
            <a
              href={`mailto:${siteSettings.supportEmail}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {siteSettings.supportEmail}
            </a>
            , call {siteSettings.phones[0]} or send us a message through the{" "}
            <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
              contact page
            </Link>
            .
          </aside>
        </article>
      </div>
    </>
  );
}
