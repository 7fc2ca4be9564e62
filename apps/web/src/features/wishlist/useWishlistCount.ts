// TODO(scaffold): issue 4 counts the shopper's wishlist items.
export function useWishlistCount(): number {
  return 0;
}
