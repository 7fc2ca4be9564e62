// The browse area's messages of ../messages.ts as catalogue descriptors (docs/product/http-contract.md
// "Languages"): ids are the English object's keys, a function's arguments are named ICU parameters.
// Their Hindi is in packages/shared/locales/browse/hi.po. The reviews', questions' and delivery
// check's are the later area's (./later.ts).
import { cardMessages } from "./card";
import { phrase } from "./phrase";

export const browseMessages = {
  wishlist: {
    ...cardMessages.wishlist,
    emptyTitle: /*i18n*/ { id: "wishlist.emptyTitle", message: "Your Wishlist is Empty" },
  },
  stockAlerts: {
    notifyMe: /*i18n*/ { id: "stockAlerts.notifyMe", message: "Notify me when available" },
    subscribed: /*i18n*/ { id: "stockAlerts.subscribed", message: "We will e-mail you when it is back in stock." },
    cancelled: /*i18n*/ { id: "stockAlerts.cancelled", message: "You will not be e-mailed when it is back in stock." },
    inStock: /*i18n*/ { id: "stockAlerts.inStock", message: "This product is in stock: you can buy it now." },
    linkInvalid: /*i18n*/ { id: "stockAlerts.linkInvalid", message: "This unsubscribe link is not valid." },
    failed: /*i18n*/ { id: "stockAlerts.failed", message: "Your alert could not be saved. Please try again." },
  },
  catalog: {
    productNotFound: /*i18n*/ { id: "catalog.productNotFound", message: "Product not found." },
    noImages: /*i18n*/ { id: "catalog.noImages", message: "No images available." },
    noProductsInCategory: /*i18n*/ { id: "catalog.noProductsInCategory", message: "No products found for this category." },
  },
  sales: {
    endsIn: phrase<[left: string]>(["left"], /*i18n*/ { id: "sales.endsIn", message: "Sale ends in {left}" }),
    badge: /*i18n*/ { id: "sales.badge", message: "Sale" },
    ended: /*i18n*/ { id: "sales.ended", message: "Sale ended" },
    notFound: /*i18n*/ { id: "sales.notFound", message: "Sale not found." },
    unknownProducts: /*i18n*/ { id: "sales.unknownProducts", message: "Some of the chosen products do not exist." },
    unknownCategories: /*i18n*/ { id: "sales.unknownCategories", message: "Some of the chosen categories do not exist." },
    windowOrder: /*i18n*/ { id: "sales.windowOrder", message: "Ends at must be after starts at" },
    oneDiscount: /*i18n*/ { id: "sales.oneDiscount", message: "Give either a percent off or a sale price" },
    nothingChosen: /*i18n*/ { id: "sales.nothingChosen", message: "Choose at least one product or category" },
    created: /*i18n*/ { id: "sales.created", message: "Sale scheduled." },
    updated: /*i18n*/ { id: "sales.updated", message: "Sale saved." },
    deleted: /*i18n*/ { id: "sales.deleted", message: "Sale deleted." },
  },
};
