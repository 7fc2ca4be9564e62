import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, CalendarDays, Clock, FileQuestion } from "lucide-react";
import { useParams } from "react-router";
import type { BlogType } from "@vayu/shared/content";
import { blogBlocks, fallbackBlogs, readingMinutes } from "@vayu/shared/content-text";
import { Breadcrumbs } from "../../components/ui/Breadcrumbs";
import { EmptyState } from "../../components/ui/EmptyState";
import { LoadError } from "../../components/ui/LoadError";
import { PageMeta } from "../../components/ui/PageMeta";
import { localeOfPath } from "@vayu/shared/locale";
import { LocalisedLink } from "../../components/LocalisedLink";
import { englishIf } from "../../lib/content-language";
import { useFormats, useLocale } from "../../lib/i18n";
import type { Prefetch } from "../../lib/prefetch";
import { blogQuery, useBlog } from "./api/get-blog";
import { builtInPost, builtInPosts } from "./built-in-posts";
import { blogsQuery, useBlogs } from "./api/get-blogs";
import { BlogCard } from "./home/BlogCard";
import { contentSrcSet } from "./content-image";

export const prefetch: Prefetch = ({ queryClient, params, url }) => {
  const id = params.id ?? "";
  const builtIn = fallbackBlogs.some((blog) => blog._id === id);
  const locale = localeOfPath(url.pathname);
  return Promise.all([
    builtIn || queryClient.prefetchQuery(blogQuery(id, locale)),
    queryClient.prefetchQuery(blogsQuery(locale)),
  ]);
};

/** /blog/:id: a stored post, or one of the four built-in posts by its id (docs/product/storefront.md "Routes"). */
export default function BlogPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id = "" } = useParams();
  const builtIn = fallbackBlogs.find((blog) => blog._id === id);
  const { data, isPending, isError, refetch } = useBlog(id, !builtIn);
  const blog = builtIn ? builtInPost(builtIn, locale) : data;

  if (blog) return <BlogArticle blog={blog} />;
  if (isPending) return <ArticleSkeleton />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  return (
    <>
      <PageMeta title={t`Post not found`} notFound />
      <EmptyState
        icon={<FileQuestion className="size-9" aria-hidden />}
        title={t`Blog post not found`}
        text={t`This post may have moved or been removed. Our latest posts are on the home page.`}
        action={{ label: t`Back to home`, to: "/" }}
      />
    </>
  );
}

function BlogArticle({ blog }: { blog: BlogType }) {
  const { t } = useLingui();
  const formats = useFormats();
  const body = blog.body ?? "";
  const minutes = readingMinutes(`${blog.description} ${body}`);
  return (
    <>
      <PageMeta title={blog.title} description={blog.description} />
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <Breadcrumbs items={[{ label: t`Home`, to: "/" }, { label: blog.title, lang: englishIf(blog, "title") }]} />
        <h1 lang={englishIf(blog, "title")} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {blog.title}
        </h1>
        <p lang={englishIf(blog, "description")} className="mt-3 text-lg text-slate-600">
          {blog.description}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-500">
          {blog.createdAt && (
            <span className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={blog.createdAt}>{formats.date(blog.createdAt)}</time>
            </span>
          )}
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            <Trans>{minutes} min read</Trans>
          </span>
        </p>
        <img
          src={blog.image}
          srcSet={contentSrcSet(blog.image)}
          sizes="(min-width: 768px) 720px, 100vw"
          width={1200}
          height={750}
          alt=""
          fetchPriority="high"
          className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover shadow-sm"
        />
        <div lang={englishIf(blog, "body")} className="mt-8 space-y-5 text-[1.0625rem] leading-8 text-slate-700">
          {blogBlocks(body).map((block, index) => {
            if (block.kind === "heading") {
              return (
                <h2 key={index} className="pt-4 text-2xl font-bold tracking-tight text-ink">
                  {block.text}
                </h2>
              );
            }
            if (block.kind === "list") {
              return (
                <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            }
            return <p key={index}>{block.text}</p>;
          })}
        </div>
        <LocalisedLink
          to="/"
          className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          <Trans>Back to home</Trans>
        </LocalisedLink>
      </article>
      <MorePosts currentId={blog._id} />
    </>
  );
}

/** Three other posts: the server's when it has any, else the built-in ones. */
function MorePosts({ currentId }: { currentId: string }) {
  const locale = useLocale();
  const { data } = useBlogs();
  const posts = (data && data.length > 0 ? data : builtInPosts(locale))
    .filter((blog) => blog._id !== currentId)
    .slice(0, 3);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="more-posts" className="border-t border-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="more-posts" className="text-2xl font-bold tracking-tight text-ink">
          <Trans>More from our blog</Trans>
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id}>
              <BlogCard blog={post} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ArticleSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className="mx-auto max-w-3xl animate-pulse px-4 py-12 sm:px-6"
      aria-busy="true"
      aria-label={t`Loading post`}
    >
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="mt-6 h-10 w-3/4 rounded bg-slate-200" />
      <div className="mt-4 h-5 w-full rounded bg-slate-200" />
      <div className="mt-8 aspect-[16/10] w-full rounded-2xl bg-slate-200" />
    </div>
  );
}
