import type { BlogType } from "@vayu/shared/content";
import { fallbackBlogs } from "@vayu/shared/content-text";
import type { Locale } from "@vayu/shared/locale";

/**
 * A built-in post (English only) on a page of `locale`: on a Hindi page its texts are named
 * untranslated, as a `?lang=hi` answer names a post staff have not translated (docs/decisions/326-hindi-content.md).
 */
export const builtInPost = (post: BlogType, locale: Locale): BlogType =>
  locale === "hi" ? { ...post, untranslated: ["title", "description", "body"] } : post;

/** The built-in posts as a page of `locale` shows them. */
export const builtInPosts = (locale: Locale): BlogType[] => fallbackBlogs.map((post) => builtInPost(post, locale));
