import type { ActionFunctionArgs } from "react-router";
import { localeOfPath } from "@vayu/shared/locale";
import { localeOfRequest, withCatalogue } from "../../lib/i18n";
import type { ProductPageActions } from "../../components/product/product-actions";
import { BuyBox } from "../../features/cart/BuyBox";
import { laterDeliveryCheck } from "../../features/delivery/later-delivery-check";
import { useAddresses } from "../../features/addresses/api/get-addresses";
import { EmiPanel, prefetchEmi } from "../../features/emi/EmiPanel";
import { productQuery } from "../../features/catalog/api/get-product";
import { ProductPage } from "../../features/catalog/ProductPage";
import { prefetchRelated } from "../../features/catalog/RelatedProducts";
import { FIRST_REVIEW_SORT, reviewsQuery } from "../../features/reviews/api/reviews";
import { loadReviews, Reviews } from "../../features/reviews/later-reviews";
import { questionsQuery } from "../../features/questions/api/questions";
import { loadQuestionsPanel, ProductQuestions } from "../../features/questions/ProductQuestions";
import type { QuestionRefusal } from "../../features/questions/question-action";
import type { ReviewRefusal } from "../../features/reviews/review-action";
import { fieldOf, redirectWithToast, returnPathOf } from "../../lib/form-actions";
import type { Prefetch } from "../../lib/prefetch";
import { NotifyMeButton } from "../../features/stock-alerts/NotifyMeButton";
import { stockAlertAction } from "../../features/stock-alerts/stock-alert-action";
import { WishlistToggle } from "../../features/wishlist/WishlistToggle";
import { RecentlyViewedRow } from "../../features/recently-viewed";
import { CompareToggle } from "../../features/compare/CompareToggle";

/** The delivery check starts from the shopper's latest saved address when they have one. */
function DeliveryCheckWithSavedAddress() {
  const addresses = useAddresses();
  return <laterDeliveryCheck.Part savedPincode={addresses.data?.[0]?.zipCode} />;
}

/** What this device opened before, read as the product page reads a product. */
function RecentlyViewedProducts({ productId }: { productId: string }) {
  return <RecentlyViewedRow productId={productId} productQuery={productQuery} />;
}

const actions: ProductPageActions = {
  BuyBox,
  NotifyMe: NotifyMeButton,
  WishlistToggle,
  CompareToggle,
  DeliveryCheck: DeliveryCheckWithSavedAddress,
  Emi: EmiPanel,
  Reviews,
  RecentlyViewed: RecentlyViewedProducts,
  Questions: ProductQuestions,
};

/**
 * The product, then what its page shows beside it: related products, the first reviews, questions
 * and EMI plans, and the code of the parts the browser loads after the page (lib/later-part.tsx)
 * with their messages in the page's language (the `later` catalogue).
 */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const locale = localeOfPath(url.pathname);
  const query = productQuery(params.id ?? "", locale);
  await queryClient.prefetchQuery(query);
  const product = queryClient.getQueryData(query.queryKey);
  if (!product) return;
  await Promise.all([
    prefetchRelated(queryClient, product, locale),
    queryClient.prefetchInfiniteQuery(reviewsQuery(product._id, FIRST_REVIEW_SORT)),
    prefetchEmi(queryClient, product._id, locale),
    queryClient.prefetchInfiniteQuery(questionsQuery(product._id)),
    loadQuestionsPanel(locale),
    laterDeliveryCheck.load(locale),
    loadReviews(locale),
  ]);
};

/** A later part's action (it answers in its messages, the `later` catalogue), loaded with its post. */
function laterAction<Action>(request: Request, action: Promise<Action>): Promise<Action> {
  return withCatalogue(action, localeOfRequest(request), "later");
}

/**
 * The product page's own forms as the page server runs them (docs/decisions/195-forms-before-javascript.md):
 * the back-in-stock alert, the review and a vote that one is helpful, and a question or an answer. Add to cart and the wishlist heart post to /cart and /wishlist.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<Response | ReviewRefusal | QuestionRefusal> {
  const form = await request.formData();
  const productId = params.id ?? "";
  const back = returnPathOf(form, `/product/${productId}`);
  switch (fieldOf(form, "intent")) {
    case "stock-alert":
      return stockAlertAction(productId, true, back);
    case "stock-alert-cancel":
      return stockAlertAction(productId, false, back);
    // The review's, vote's and question's actions load here, not with the product page (docs/decisions/177-lean-first-load.md).
    case "review":
      return (await laterAction(request, import("../../features/reviews/review-action"))).reviewAction(productId, form, back);
    case "helpful":
      return (await laterAction(request, import("../../features/reviews/helpful-action"))).helpfulAction(productId, form, back);
    case "question":
    case "answer":
      return (await laterAction(request, import("../../features/questions/question-action"))).questionAction(productId, form, back);
    default:
      return redirectWithToast(back, null);
  }
}

export default function ProductRoute() {
  return <ProductPage actions={actions} />;
}
