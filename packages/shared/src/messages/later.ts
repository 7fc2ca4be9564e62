// The messages of ../messages.ts that the product page's later parts show (the reviews and the
// review form, questions, the delivery check), as catalogue descriptors: in the `later` area's
// catalogue, loaded with those parts' code rather than with the page (docs/performance.md).
// Their Hindi is in packages/shared/locales/later/hi.po.

export const laterMessages = {
  delivery: {
    pincodeInvalid: /*i18n*/ { id: "delivery.pincodeInvalid", message: "Please enter a valid 6-digit pincode." },
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
