import type { ProductType } from "@vayu/shared/catalog";
import { Trans, useLingui } from "@lingui/react/macro";
import { cardMessages } from "@vayu/shared/messages/card";
import { Heart } from "lucide-react";
import { useLocation } from "react-router";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { Spinner } from "../../components/ui/Spinner";
import { loginFor } from "../../lib/login-intents";
import { useSession } from "../../lib/session";
import { useMessages } from "../../lib/i18n";
import { useWishlist } from "./api/get-wishlist";
import { useUpdateWishlist } from "./api/update-wishlist";
import { useLoginFirst } from "../../lib/use-login-first";

/** The wishlist heart on cards ("icon") and the product page's button (docs/product/storefront.md "Behaviour", docs/product/messages.md "Cart and wishlist"). */
export function WishlistToggle({ product, variant }: { product: ProductType; variant: "icon" | "button" }) {
  const session = useSession();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const { userId, wishlist } = useWishlist();
  const update = useUpdateWishlist(userId);
  const inWishlist = wishlist?.products.some((p) => p._id === product._id) ?? false;
  const messages = useMessages(cardMessages);
  const { t } = useLingui();
  const { title } = product;

  const onClick = () => {
    if (!session) {
      loginFirst(
        loginFor({ kind: "wishlist-add", productId: product._id }, `${location.pathname}${location.search}`),
      );
      return;
    }
    update.mutate(
      { productId: product._id, add: !inWishlist },
      {
        onSuccess: () => toast.success(inWishlist ? messages.wishlist.removed : messages.wishlist.added),
        onError: () => toast.error(messages.wishlist.updateFailed),
      },
    );
  };

  // A form, so a tap before the page's script is live still counts (docs/decisions/195-forms-before-javascript.md);
  // it adds no box of its own, so the button lays out as it did alone.
  return (
    <PostForm
      action="/wishlist"
      intent={inWishlist ? "remove" : "add"}
      onSubmit={onClick}
      className="contents"
    >
      <input type="hidden" name="productId" value={product._id} />
      {variant === "icon" ? (
        <button
          type="submit"
          disabled={update.isPending}
          aria-label={
            inWishlist ? t`Remove ${title} from wishlist` : t`Add ${title} to wishlist`
          }
          className={`flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait ${
            inWishlist ? "text-red-600" : "text-slate-600"
          }`}
        >
          {update.isPending ? (
            <Spinner />
          ) : (
            <Heart className={`size-5 ${inWishlist ? "fill-current" : ""}`} aria-hidden />
          )}
        </button>
      ) : (
        <Button
          type="submit"
          variant="outline"
          size="lg"
          loading={update.isPending}
          className={inWishlist ? "text-red-700" : ""}
        >
          {!update.isPending && (
            <Heart className={`size-5 ${inWishlist ? "fill-current text-red-600" : ""}`} aria-hidden />
          )}
          {inWishlist ? <Trans>Remove from Wishlist</Trans> : <Trans>Add to Wishlist</Trans>}
        </Button>
      )}
    </PostForm>
  );
}
