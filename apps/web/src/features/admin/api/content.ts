import type {
  BannerBodyType,
  BannerPatchBodyType,
  BlogBodyType,
  BlogPatchBodyType,
  StaffBannerResponseType,
  StaffBannersResponseType,
  StaffBlogResponseType,
  StaffBlogsResponseType,
  StaffTestimonialResponseType,
  StaffTestimonialsResponseType,
  TestimonialBodyType,
  TestimonialPatchBodyType,
} from "@vayu/shared/staff-content";
import { staffResource } from "./staff-resource";

/** /admin/banners, /admin/blogs, /admin/testimonials: the home page's content. */
export const staffBanners = staffResource<BannerBodyType, BannerPatchBodyType>()(
  "banners",
  (body: StaffBannersResponseType) => body.banners,
  (body: StaffBannerResponseType) => body.banner,
);
export const staffBlogs = staffResource<BlogBodyType, BlogPatchBodyType>()(
  "blogs",
  (body: StaffBlogsResponseType) => body.blogs,
  (body: StaffBlogResponseType) => body.blog,
);
export const staffTestimonials = staffResource<TestimonialBodyType, TestimonialPatchBodyType>()(
  "testimonials",
  (body: StaffTestimonialsResponseType) => body.testimonials,
  (body: StaffTestimonialResponseType) => body.testimonial,
);
