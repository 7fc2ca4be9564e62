// The toasts of a product card's Add to cart and wishlist heart (docs/product/messages.md "Cart and
// wishlist"), which every page's cards show: extracted into the shell's catalogue
// (scripts/i18n/catalogues.ts), and part of the buying and browse areas' messages.

export const cardMessages = {
  cart: {
    added: /*i18n*/ { id: "cart.added", message: "Added to cart!" },
    addFailed: /*i18n*/ { id: "cart.addFailed", message: "Failed to add to cart." },
    alreadyInCart: /*i18n*/ { id: "cart.alreadyInCart", message: "Product is already in the cart!" },
  },
  wishlist: {
    added: /*i18n*/ { id: "wishlist.added", message: "Added to wishlist!" },
    removed: /*i18n*/ { id: "wishlist.removed", message: "Removed from wishlist!" },
    updateFailed: /*i18n*/ { id: "wishlist.updateFailed", message: "Failed to update wishlist." },
  },
};
