import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParam } from "@vayu/shared/catalog";
import { errorResponses } from "@vayu/shared/errors";
import {
  HelpfulResponse,
  MyReviewResponse,
  ReviewBody,
  reviewParams,
  ReviewResponse,
  ReviewsQuery,
  ReviewsResponse,
  reviewPhotoParams,
  StaffReviewPatchBody,
  staffReviewPhotoParams,
  StaffReviewPhotoPatchBody,
  StaffReviewResponse,
  StaffReviewsQuery,
  StaffReviewsResponse,
} from "@vayu/shared/reviews";
import { usePublicCaching } from "../../http/cache";
import { acceptPictureUploads, readUploadedPicture, storeUploadedPicture } from "../../images/uploads";
import { currentUser, perUserLimit } from "../accounts/index";
import {
  addReviewPhoto,
  listReviews,
  listStaffReviews,
  markHelpful,
  myReview,
  saveReview,
  setReviewHidden,
  setReviewPhotoHidden,
} from "./service";

/** Per shopper (docs/decisions/332-review-photos.md): four photos for a couple of reviews at a go, not a stream. */
export const PHOTO_UPLOAD_LIMIT = { max: 12, windowMs: 60 * 60_000 };

/**
 * The list is the same for every visitor: kept like the catalog's answers (docs/decisions/151-public-read-cache.md),
 * but browsers ask again every time (a cheap 304), so a shopper sees their own review at once.
 */
const publicReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  usePublicCaching(app, { cacheControl: "public, no-cache" });
  app.get(
    "/product/:id/reviews",
    {
      schema: {
        params: idParam,
        querystring: ReviewsQuery,
        response: { 200: ReviewsResponse, ...errorResponses },
      },
    },
    async (request) => listReviews(app.db, request.params.id, request.query),
  );
};

/** What only the signed-in shopper sees or does (docs/decisions/171-reviews.md). */
const shopperReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/product/:id/reviews/mine",
    { schema: { params: idParam, response: { 200: MyReviewResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return myReview(app.db, currentUser(request).id, request.params.id);
    },
  );

  app.post(
    "/product/:id/reviews",
    {
      schema: {
        params: idParam,
        body: ReviewBody,
        response: { 200: ReviewResponse, 201: ReviewResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      reply.status(created ? 201 : 200);
      return { review };
    },
  );

  app.post(
    "/product/:id/reviews/:reviewId/helpful",
    { schema: { params: reviewParams, response: { 200: HelpfulResponse, ...errorResponses } } },
    async (request) => ({
      review: await markHelpful(app.db, currentUser(request).id, request.params.id, request.params.reviewId),
    }),
  );
};

/** A buyer adds a photo to their own review through the staff upload pipeline (docs/decisions/332-review-photos.md). */
const reviewPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  acceptPictureUploads(app);
  const uploadLimit = perUserLimit(app, "review-photo", PHOTO_UPLOAD_LIMIT);

  app.post(
    "/product/:id/reviews/:reviewId/photos",
    {
      schema: { params: reviewPhotoParams, response: { 201: ReviewResponse, ...errorResponses } },
      preHandler: uploadLimit,
    },
    async (request, reply) => {
      const { id, reviewId } = request.params;
      const bytes = await readUploadedPicture(app, request);
      const review = await addReviewPhoto(app.db, currentUser(request).id, id, reviewId, async () => {
        const stored = await storeUploadedPicture(bytes, app.files, "reviews");
        return { url: stored.url, width: stored.storedWidth, height: stored.storedHeight };
      });
      reply.status(201);
      return { review };
    },
  );
};

/** Staff list reviews and hide abusive ones, under /api/admin; each change is audited. */
const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: strangers get 401/403 before any body validation answers them.
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/reviews",
    {
      schema: { querystring: StaffReviewsQuery, response: { 200: StaffReviewsResponse, ...errorResponses } },
    },
    async (request) => listStaffReviews(app.db, request.query),
  );

  app.patch(
    "/reviews/:id",
    {
      schema: {
        params: idParam,
        body: StaffReviewPatchBody,
        response: { 200: StaffReviewResponse, ...errorResponses },
      },
    },
    async (request) => ({
      review: await setReviewHidden(app.db, currentUser(request).id, request.params.id, request.body.hidden),
    }),
  );

  app.patch(
    "/reviews/:id/photos/:photoId",
    {
      schema: {
        params: staffReviewPhotoParams,
        body: StaffReviewPhotoPatchBody,
        response: { 200: StaffReviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      return { review: await setReviewPhotoHidden(app.db, currentUser(request).id, id, photoId, request.body.hidden) };
    },
  );
};

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicReviewRoutes);
  await app.register(shopperReviewRoutes);
  await app.register(reviewPhotoRoutes);
  await app.register(staffReviewRoutes, { prefix: "/admin" });
};

export default reviewsRoutes;
