// The browse area's messages of ../messages.ts as catalogue descriptors (docs/product/http-contract.md
// "Languages"): ids are the English object's keys, a function's arguments are named ICU parameters.
// Their Hindi is in packages/shared/locales/browse/hi.po once the area is translated.
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
  delivery: {
    pincodeInvalid: /*i18n*/ { id: "delivery.pincodeInvalid", message: "Please enter a valid 6-digit pincode." },
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
  questions: {
    tooShort: /*i18n*/ { id: "questions.tooShort", message: "Please write at least 10 characters." },
    tooLong: /*i18n*/ { id: "questions.tooLong", message: "Please keep it under 500 characters." },
    duplicate: /*i18n*/ { id: "questions.duplicate", message: "You have already asked this question about this product." },
    notFound: /*i18n*/ { id: "questions.notFound", message: "Question not found." },
    answerNotFound: /*i18n*/ { id: "questions.answerNotFound", message: "Answer not found." },
    notAllowedToAnswer: /*i18n*/ { id: "questions.notAllowedToAnswer", message: "Only our staff and shoppers who have received this product can answer." },
    asked: /*i18n*/ { id: "questions.asked", message: "Thank you! Your question is posted." },
    answered: /*i18n*/ { id: "questions.answered", message: "Thank you! Your answer is posted." },
  },
  reviews: {
    noReviews: /*i18n*/ { id: "reviews.noReviews", message: "No reviews yet" },
    notBuyer: /*i18n*/ { id: "reviews.notBuyer", message: "Only shoppers who have received this product can review it." },
    ownReviewHelpful: /*i18n*/ { id: "reviews.ownReviewHelpful", message: "You cannot mark your own review as helpful." },
    reviewNotFound: /*i18n*/ { id: "reviews.reviewNotFound", message: "Review not found." },
    ratingInvalid: /*i18n*/ { id: "reviews.ratingInvalid", message: "Please choose a rating from 1 to 5 stars." },
    titleRequired: /*i18n*/ { id: "reviews.titleRequired", message: "Please give your review a title." },
    bodyRequired: /*i18n*/ { id: "reviews.bodyRequired", message: "Please write your review." },
    tooManyPhotos: /*i18n*/ { id: "reviews.tooManyPhotos", message: "A review can have at most 4 photos." },
    photoQuota: /*i18n*/ {
      id: "reviews.photoQuota",
      message: "You have added as many review photos as we can keep. Remove some from your other reviews first.",
    },
    photoNotFound: /*i18n*/ { id: "reviews.photoNotFound", message: "Photo not found." },
    posted: /*i18n*/ { id: "reviews.posted", message: "Thank you! Your review is posted." },
    updated: /*i18n*/ { id: "reviews.updated", message: "Your review has been updated." },
  },
};
