import type { CardActions } from "../components/product/product-actions";
import { AddToCartButton } from "../features/cart/AddToCartButton";
import { CompareToggle } from "../features/compare/CompareToggle";
import { WishlistToggle } from "../features/wishlist/WishlistToggle";

export const cardActions: CardActions = { AddToCart: AddToCartButton, WishlistToggle, CompareToggle };
