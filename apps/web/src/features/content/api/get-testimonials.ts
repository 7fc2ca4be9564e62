import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@vayu/shared/content";
import { api } from "../../../lib/api";

/** GET /api/testimonials */
export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const body = await api<{ data: Testimonial[] }>("/testimonials", { signal });
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
