import { z } from "zod";

/**
 * What removing the demo store takes away (docs/decisions/193-first-start-and-demo-content.md):
 * `GET /admin/demo` counts it, `POST /admin/demo/clear` removes it and answers what it removed.
 * `hiddenProducts` are demo products a real order or checkout has: they stay for it, off the shop.
 */
export const DemoCounts = z.object({
  orders: z.number().int(),
  buyers: z.number().int(),
  reviews: z.number().int(),
  products: z.number().int(),
  hiddenProducts: z.number().int(),
  banners: z.number().int(),
  blogs: z.number().int(),
  testimonials: z.number().int(),
  grievances: z.number().int(),
  emiPlans: z.number().int(),
});
export type DemoCountsType = z.infer<typeof DemoCounts>;

/** The counts of a store with no demo content left. */
export const noDemoContent: DemoCountsType = {
  orders: 0,
  buyers: 0,
  reviews: 0,
  products: 0,
  hiddenProducts: 0,
  banners: 0,
  blogs: 0,
  testimonials: 0,
  grievances: 0,
  emiPlans: 0,
};

export const DemoPreviewResponse = z.object({ demo: DemoCounts });
export const DemoClearResponse = z.object({ removed: DemoCounts, message: z.string() });
export type DemoClearResponseType = z.infer<typeof DemoClearResponse>;

/** Each count as a person reads it, leaving out what is not there: ["10 orders", "4 buyer accounts"]. */
export function describeDemoCounts(counts: DemoCountsType): string[] {
  const parts: [number, string, string][] = [
    [counts.products, "product", "products"],
    [
      counts.hiddenProducts,
      "product hidden, not removed: a real order or checkout has it",
      "products hidden, not removed: real orders or checkouts have them",
    ],
    [counts.orders, "order", "orders"],
    [counts.buyers, "buyer account", "buyer accounts"],
    [counts.reviews, "review", "reviews"],
    [counts.testimonials, "testimonial", "testimonials"],
    [counts.banners, "banner", "banners"],
    [counts.blogs, "blog post", "blog posts"],
    [counts.grievances, "complaint", "complaints"],
    [counts.emiPlans, "EMI plan", "EMI plans"],
  ];
  return parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
}
