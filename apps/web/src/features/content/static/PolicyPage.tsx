import { Trans, useLingui } from "@lingui/react/macro";
import { blogBlocks, headingId, policy, type BlogBlock } from "@vayu/shared/content-text";
import { localeOfPath } from "@vayu/shared/locale";
import type { PolicyPage as PolicyPageName } from "@vayu/shared/site-settings";
import { LocalisedLink } from "../../../components/LocalisedLink";
import { LoadError } from "../../../components/ui/LoadError";
import { PageMeta } from "../../../components/ui/PageMeta";
import { englishIf } from "../../../lib/content-language";
import { useFormats } from "../../../lib/i18n";
import type { Prefetch } from "../../../lib/prefetch";
import { useStoreSettings } from "../../../lib/queries/get-settings";
import { policyQuery, usePolicy } from "../api/get-policy";
import { ContentHero } from "./ContentHero";
import { MarkdownBlocks } from "./Markdown";

interface PolicySection {
  id: string;
  heading: string;
  blocks: BlogBlock[];
}

/** The text before the first `## heading`, then one section per heading. */
function sectionsOf(text: string): { intro: BlogBlock[]; sections: PolicySection[] } {
  const intro: BlogBlock[] = [];
  const sections: PolicySection[] = [];
  for (const block of blogBlocks(text)) {
    if (block.kind === "heading")
      sections.push({ id: headingId(block.text), heading: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  return { intro, sections };
}

/** The prefetch of a policy page: its text in the page's language. */
export const policyPrefetch =
  (page: PolicyPageName): Prefetch =>
  ({ queryClient, url }) =>
    queryClient.prefetchQuery(policyQuery(page, localeOfPath(url.pathname)));

/**
 * A policy as the owner wrote it in the console (docs/decisions/184-policy-texts.md): a
 * contents list beside numbered sections, then where to ask.
 */
export function PolicyPage({
  page,
  title,
  description,
}: {
  page: PolicyPageName;
  title: string;
  description: string;
}) {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const formats = useFormats();
  const { data, isError, refetch } = usePolicy(page);
  const { intro, sections } = sectionsOf(data?.text ?? "");
  // The owner's English where they wrote no Hindi (docs/decisions/326-hindi-content.md).
  const textLang = data ? englishIf(data, "text") : undefined;
  const phone = settings.phones[0];
  const updated = data ? formats.date(data.updatedAt ?? policy.lastUpdated) : "";
  const supportEmail = (
    <a href={`mailto:${settings.supportEmail}`} className="font-semibold text-brand-700 hover:underline">
      {settings.supportEmail}
    </a>
  );
  return (
    <>
      <PageMeta title={title} description={description} />
      <ContentHero title={title} subtitle={description} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={t`On this page`} className="hidden lg:block">
          <div className="sticky top-28 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">
              <Trans>On this page</Trans>
            </p>
            <ol lang={textLang} className="space-y-2 text-sm">
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
          {isError && !data ? <LoadError onRetry={() => void refetch()} /> : null}
          {data ? (
            <p className="text-sm text-slate-500">
              <Trans>Last updated: {updated}</Trans>
            </p>
          ) : null}
          <div lang={textLang} className="mt-4 space-y-3 text-base leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
            <MarkdownBlocks blocks={intro} />
          </div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              lang={textLang}
              className="mt-10 scroll-mt-28"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                <MarkdownBlocks blocks={section.blocks} />
              </div>
            </section>
          ))}
          <aside className="mt-12 rounded-xl bg-brand-50 p-5 text-sm text-slate-700">
            <Trans>
              Questions about this policy? Write to {supportEmail}, call {phone} or send us a message through the{" "}
              <LocalisedLink to="/contact" className="font-semibold text-brand-700 hover:underline">
                contact page
              </LocalisedLink>
              .
            </Trans>
          </aside>
        </article>
      </div>
    </>
  );
}
