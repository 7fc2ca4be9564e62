import type { Locale } from "@vayu/shared/locale";
import { laterPart } from "../../lib/later-part";

/**
 * The product page's Ratings & Reviews: its code loads once the reviews near the screen or are
 * first used, not with the page (lib/later-part.tsx); the server renders them. Helpful is a form
 * to the product page, so a tap before the code is in is held for it (ProductReviews.tsx). Their
 * messages come with the code (the `later` catalogue).
 */
const reviews = laterPart(
  "reviews",
  () => import("./ProductReviews").then((module) => module.ProductReviews),
  <div className="mt-12 h-64 rounded-2xl bg-slate-100" aria-busy="true" />,
  "later",
);

export const Reviews = reviews.Part;

/** For the product page's prefetch: the server renders the reviews, and a buyer's review form in them, with the page. */
export const loadReviews = (locale: Locale) =>
  import("./ProductReviews").then((module) => Promise.all([reviews.load(locale), module.loadReviewForm(locale)]));
