import type { ProductActions } from "../components/product/product-actions";
import { AddToCartButton } from "../features/cart/AddToCartButton";
import { BuyBox } from "../features/cart/BuyBox";
import { DeliveryCheck } from "../features/delivery/DeliveryCheck";
import { useAddresses } from "../features/addresses/api/get-addresses";
import { ProductReviews } from "../features/reviews/ProductReviews";
import { NotifyMeButton } from "../features/stock-alerts/NotifyMeButton";
import { WishlistToggle } from "../features/wishlist/WishlistToggle";

/** The delivery check starts from the shopper's latest saved address when they have one. */
function DeliveryCheckWithSavedAddress() {
  const addresses = useAddresses();
  return <DeliveryCheck savedPincode={addresses.data?.[0]?.zipCode} />;
}

export const productActions: ProductActions = {
  AddToCart: AddToCartButton,
  BuyBox,
  NotifyMe: NotifyMeButton,
  WishlistToggle,
  DeliveryCheck: DeliveryCheckWithSavedAddress,
  Reviews: ProductReviews,
};
