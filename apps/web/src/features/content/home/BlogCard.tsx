import { Trans } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { LocalisedLink as Link } from "../../../components/LocalisedLink";
import type { BlogType } from "@vayu/shared/content";
import { englishIf } from "../../../lib/content-language";
import { useFormats } from "../../../lib/i18n";
import { contentSrcSet } from "../content-image";

/** A post teaser: the title is the link, stretched over the whole card. */
export function BlogCard({ blog, sizes }: { blog: BlogType; sizes: string }) {
  const formats = useFormats();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:shadow-md">
      <div className="aspect-[16/10] overflow-hidden bg-slate-100">
        <img
          src={blog.image}
          srcSet={contentSrcSet(blog.image)}
          sizes={sizes}
          width={1200}
          height={750}
          alt=""
          loading="lazy"
          fetchPriority="low"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="mb-2 text-xs font-medium tracking-wide text-orange-700 uppercase">
          {blog.createdAt ? (
            <time dateTime={blog.createdAt}>{formats.date(blog.createdAt)}</time>
          ) : (
            <Trans>Vayu guide</Trans>
          )}
        </p>
        <h3 lang={englishIf(blog, "title")} className="line-clamp-1 text-base font-semibold text-ink" title={blog.title}>
          <Link
            to={`/blog/${blog._id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-brand-700 hover:text-brand-700"
          >
            {blog.title}
          </Link>
        </h3>
        <p lang={englishIf(blog, "description")} className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {blog.description}
        </p>
        <span
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
          aria-hidden
        >
          <Trans>Read more</Trans> <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
