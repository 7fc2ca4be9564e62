import { z } from "zod";

/** `?page=` of the staff's paged lists, from 1. */
export const pageQuery = z.coerce
  .number({ message: "page must be a number" })
  .int({ message: "page must be a whole number" })
  .min(1, { message: "page must be at least 1" })
  .max(10_000, { message: "page is too large" })
  .default(1);

/** A trimmed text of `min` to `max` characters, its messages naming the field. */
export const staffText = (field: string, min: number, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(min, { message: min > 1 ? `${field} must be at least ${min} characters` : `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

/** Where a record sits in its list, lowest first. */
export const sortOrder = z
  .number({ message: "sortOrder must be a number" })
  .int({ message: "sortOrder must be a whole number" })
  .min(0, { message: "sortOrder cannot be negative" })
  .max(10_000, { message: "sortOrder is too large" });

const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9/_-]+\.webp$/;

/** A picture the staff uploaded (POST /admin/uploads) or one the store drew: a path under /uploads/. */
export const uploadedImage = (field: string) =>
  z.string({ message: `${field} is required` }).regex(UPLOADED_IMAGE, {
    message: `${field} must be a picture uploaded to the store`,
  });

/** An optional picture staff may remove: empty means none. */
export const optionalUploadedImage = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .refine((url) => url === "" || UPLOADED_IMAGE.test(url), { message: `${field} must be a picture uploaded to the store` })
    .transform((url) => (url === "" ? undefined : url))
    .optional();
