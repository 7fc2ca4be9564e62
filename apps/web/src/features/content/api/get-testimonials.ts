import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestimonialType } from "@vayu/shared/content";
import type { Locale } from "@vayu/shared/locale";
import { api } from "../../../lib/api";
import { inLanguage } from "../../../lib/content-language";
import { useLocale } from "../../../lib/i18n";

const testimonialsResponse = () =>
  import("@vayu/shared/content").then((schemas) => schemas.TestimonialsResponse);

/** GET /api/testimonials */
export async function getTestimonials(locale: Locale, signal?: AbortSignal): Promise<TestimonialType[]> {
  const body = await api(testimonialsResponse, inLanguage("/testimonials", locale), { signal });
  return body.data;
}

export const testimonialsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["content", "testimonials", locale],
    queryFn: ({ signal }) => getTestimonials(locale, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useTestimonials() {
  return useQuery(testimonialsQuery(useLocale()));
}
