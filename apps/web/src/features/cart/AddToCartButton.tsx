import type { ProductType } from "@vayu/shared/catalog";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { cardMessages } from "@vayu/shared/messages/card";
import { Check, ShoppingCart } from "lucide-react";
import { useLocation } from "react-router";
import { PostForm } from "../../components/ui/PostForm";
import { loginFor } from "../../lib/login-intents";
import { toast } from "../../lib/toast";
import { Button } from "../../components/ui/Button";
import { ApiError } from "../../lib/api";
import { readAfterWrite } from "../../lib/query-client";
import { useSession } from "../../lib/session";
import { useAddToCart } from "../../lib/queries/add-to-cart";
import { cartKey, useCart } from "../../lib/queries/get-cart";
import { useLoginFirst } from "../../lib/use-login-first";
import { useMessages } from "../../lib/i18n";

function label(variant: "card" | "page", outOfStock: boolean, inCart: boolean): MessageDescriptor {
  if (outOfStock) return msg`Out of Stock`;
  if (inCart) return variant === "card" ? msg`In Cart` : msg`Already in Cart`;
  return variant === "card" ? msg`Add to cart` : msg`Add to Cart`;
}

/** Add to cart on cards and the product page (docs/product/storefront.md "Product listing" and "Behaviour", docs/product/messages.md "Cart and wishlist"). */
export function AddToCartButton({
  product,
  variant,
  quantity = 1,
}: {
  product: ProductType;
  variant: "card" | "page";
  quantity?: number;
}) {
  const session = useSession();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const { userId, cart } = useCart();
  const add = useAddToCart(userId);
  const outOfStock = product.stock < 1;
  const messages = useMessages(cardMessages);
  const { i18n } = useLingui();
  const inCart = cart?.items.some((item) => item.product._id === product._id) ?? false;

  const onClick = () => {
    if (!session) {
      loginFirst(
        loginFor({ kind: "cart-add", productId: product._id }, `${location.pathname}${location.search}`),
      );
      return;
    }
    if (inCart) {
      toast.warning(messages.cart.alreadyInCart);
      return;
    }
    add.mutate(
      { productId: product._id, quantity },
      {
        onSuccess: () => toast.success(messages.cart.added),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            toast.warning(messages.cart.alreadyInCart);
            void readAfterWrite({ queryKey: cartKey(userId) });
          } else {
            toast.error(messages.cart.addFailed);
          }
        },
      },
    );
  };

  const Icon = inCart ? Check : ShoppingCart;
  // A form, so a tap before the page's script is live still adds (docs/decisions/195-forms-before-javascript.md).
  return (
    <PostForm
      action="/cart"
      intent="add"
      onSubmit={onClick}
      className={variant === "card" ? "w-full" : "flex flex-1"}
    >
      <input type="hidden" name="productId" value={product._id} />
      <input type="hidden" name="quantity" value={quantity} />
      <Button
        type="submit"
        variant={inCart ? "outline" : "primary"}
        size={variant === "card" ? "sm" : "lg"}
        className="w-full"
        disabled={outOfStock || (inCart && variant === "card")}
        loading={add.isPending}
      >
        {!add.isPending && !outOfStock && <Icon className="size-4" aria-hidden />}
        {i18n._(label(variant, outOfStock, inCart))}
      </Button>
    </PostForm>
  );
}
