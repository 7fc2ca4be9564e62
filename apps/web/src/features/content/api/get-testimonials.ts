import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestimonialType } from "@vayu/shared/content";
import { api } from "../../../lib/api";

const testimonialsResponse = () =>
  import("@vayu/shared/content").then((schemas) => schemas.TestimonialsResponse);

/** GET /api/testimonials */
export async function getTestimonials(signal?: AbortSignal): Promise<TestimonialType[]> {
  const body = await api(testimonialsResponse, "/testimonials", { signal });
  return body.data;
}

export const testimonialsQuery = queryOptions({
  queryKey: ["content", "testimonials"],
  queryFn: ({ signal }) => getTestimonials(signal),
  retry: false,
  staleTime: 5 * 60_000,
});

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
