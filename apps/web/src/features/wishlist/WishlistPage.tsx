import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { useMessages } from "../../lib/i18n";
import { ArrowLeft, Heart } from "lucide-react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { buttonClasses } from "../../components/ui/Button";
import { EmptyState } from "../../components/ui/EmptyState";
import { RequireLogin } from "../../components/ui/RequireLogin";
import { PageContainer, PageHeading } from "../../components/ui/Page";
import { PageMeta } from "../../components/ui/PageMeta";
import { LoadError } from "../../components/ui/LoadError";
import { useWishlist } from "./api/get-wishlist";
import { WishlistItem } from "./WishlistItem";
export { wishlistAction as action } from "./wishlist-action";

function WishlistSkeleton() {
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-hidden="true" data-testid="wishlist-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-36 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      ))}
    </ul>
  );
}

function WishlistContents() {
  const { userId, wishlist, query } = useWishlist();
  const { t } = useLingui();
  const text = useMessages(browseMessages);
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!wishlist) return <WishlistSkeleton />;
  if (wishlist.products.length === 0) {
    return (
      <EmptyState
        icon={<Heart className="size-9" aria-hidden />}
        title={text.wishlist.emptyTitle}
        text={t`Tap the heart on any product to save it here for later.`}
        action={{ label: t`Start Exploring`, to: "/" }}
      />
    );
  }
  const count = wishlist.products.length;
  return (
    <>
      <PageHeading subtitle={<Plural value={count} one="# saved product" other="# saved products" />}>
        <Trans>My Wishlist</Trans>
      </PageHeading>
      <ul className="grid gap-4 lg:grid-cols-2">
        {wishlist.products.map((product) => (
          <WishlistItem key={product._id} product={product} userId={userId} />
        ))}
      </ul>
      <LocalisedLink to="/" className={`${buttonClasses("outline", "md")} mt-8`}>
        <ArrowLeft className="size-4" aria-hidden /> <Trans>Continue Shopping</Trans>
      </LocalisedLink>
    </>
  );
}

/** /wishlist: saved products with Move to cart; anonymous visitors log in first (docs/product/storefront.md "Behaviour"). */
export default function WishlistPage() {
  const { t } = useLingui();
  return (
    <RequireLogin>
      <PageContainer>
        <PageMeta title={t`Wishlist`} />
        <WishlistContents />
      </PageContainer>
    </RequireLogin>
  );
}
