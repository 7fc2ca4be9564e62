import type { ProductPageActions } from "../../components/product/product-actions";
import { BuyBox } from "../../features/cart/BuyBox";
import { DeliveryCheck } from "../../features/delivery/DeliveryCheck";
import { useAddresses } from "../../features/addresses/api/get-addresses";
import { ProductPage } from "../../features/catalog/ProductPage";
import { ProductReviews } from "../../features/reviews/ProductReviews";
import { NotifyMeButton } from "../../features/stock-alerts/NotifyMeButton";
import { WishlistToggle } from "../../features/wishlist/WishlistToggle";

/** The delivery check starts from the shopper's latest saved address when they have one. */
function DeliveryCheckWithSavedAddress() {
  const addresses = useAddresses();
  return <DeliveryCheck savedPincode={addresses.data?.[0]?.zipCode} />;
}

const actions: ProductPageActions = {
  BuyBox,
  NotifyMe: NotifyMeButton,
  WishlistToggle,
  DeliveryCheck: DeliveryCheckWithSavedAddress,
  Reviews: ProductReviews,
};

export default function ProductRoute() {
  return <ProductPage actions={actions} />;
}
