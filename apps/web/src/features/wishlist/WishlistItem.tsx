import type { ProductType } from "@vayu/shared/catalog";
import { Trans, useLingui } from "@lingui/react/macro";
import { browseMessages } from "@vayu/shared/messages/browse";
import { ShoppingCart, Trash2 } from "lucide-react";
import { LocalisedLink } from "../../components/LocalisedLink";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { PostForm } from "../../components/ui/PostForm";
import { Price } from "../../components/ui/Price";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { ProductLineHeading } from "../../components/ui/ProductLineHeading";
import { StockNote } from "../../components/ui/StockState";
import { moveFailedToast, movedToast, useMoveToCart } from "./api/move-to-cart";
import { useUpdateWishlist } from "./api/update-wishlist";
import { useLocale, useMessages } from "../../lib/i18n";

/** One saved product: linked image and title, price, Move to cart and remove. */
export function WishlistItem({ product, userId }: { product: ProductType; userId: string }) {
  const remove = useUpdateWishlist(userId);
  const move = useMoveToCart(userId);
  const busy = remove.isPending || move.isPending;
  const href = `/product/${product._id}`;
  const messages = useMessages(browseMessages);
  const locale = useLocale();
  const { t } = useLingui();
  const { title } = product;

  const onRemove = () =>
    remove.mutate(
      { productId: product._id, add: false },
      {
        onSuccess: () => toast.success(messages.wishlist.removed),
        onError: () => toast.error(messages.wishlist.updateFailed),
      },
    );
  const onMove = () =>
    move.mutate(product._id, {
      onSuccess: (moved) => {
        const { kind, message } = movedToast(moved, locale);
        toast[kind](message);
      },
      onError: (error) => toast.error(moveFailedToast(error, locale).message),
    });

  return (
    <li
      className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="wishlist-item"
    >
      <LocalisedLink to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Thumbnail src={product.images[0]} className="size-24 sm:size-28" />
      </LocalisedLink>
      <div className="flex min-w-0 flex-1 flex-col">
        <ProductLineHeading product={product} />
        <Price price={product.price} salePrice={product.salePrice} className="mt-1" />
        <StockNote stock={product.stock} />
        {/* Forms that add no box of their own (docs/decisions/195-forms-before-javascript.md): the buttons lay out as before. */}
        <div className="mt-auto flex items-center gap-2 pt-3">
          <PostForm action="/wishlist" intent="move" onSubmit={onMove} className="contents">
            <input type="hidden" name="productId" value={product._id} />
            <Button
              type="submit"
              size="sm"
              loading={move.isPending}
              disabled={busy || product.stock < 1}
              className="flex-1 sm:flex-none"
            >
              {!move.isPending && <ShoppingCart className="size-4" aria-hidden />}
              {product.stock < 1 ? <Trans>Out of Stock</Trans> : <Trans>Move to cart</Trans>}
            </Button>
          </PostForm>
          <PostForm action="/wishlist" intent="remove" onSubmit={onRemove} className="contents">
            <input type="hidden" name="productId" value={product._id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              loading={remove.isPending}
              disabled={busy}
              aria-label={t`Remove ${title} from wishlist`}
            >
              {!remove.isPending && <Trash2 className="size-4" aria-hidden />}
              <span className="hidden sm:inline">
                <Trans>Remove</Trans>
              </span>
            </Button>
          </PostForm>
        </div>
      </div>
    </li>
  );
}
