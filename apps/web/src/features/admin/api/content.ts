import {
  StaffBannerResponse,
  StaffBannersResponse,
  StaffBlogResponse,
  StaffBlogsResponse,
  StaffTestimonialResponse,
  StaffTestimonialsResponse,
  type BannerBodyType,
  type BannerPatchBodyType,
  type BlogBodyType,
  type BlogPatchBodyType,
  type TestimonialBodyType,
  type TestimonialPatchBodyType,
} from "@vayu/shared/staff-content";
import { staffResource } from "./staff-resource";

/** /admin/banners, /admin/blogs, /admin/testimonials: the home page's content. */
export const staffBanners = staffResource<BannerBodyType, BannerPatchBodyType>()(
  "banners",
  { schema: StaffBannersResponse, pick: (body) => body.banners },
  { schema: StaffBannerResponse, pick: (body) => body.banner },
);
export const staffBlogs = staffResource<BlogBodyType, BlogPatchBodyType>()(
  "blogs",
  { schema: StaffBlogsResponse, pick: (body) => body.blogs },
  { schema: StaffBlogResponse, pick: (body) => body.blog },
);
export const staffTestimonials = staffResource<TestimonialBodyType, TestimonialPatchBodyType>()(
  "testimonials",
  { schema: StaffTestimonialsResponse, pick: (body) => body.testimonials },
  { schema: StaffTestimonialResponse, pick: (body) => body.testimonial },
);
