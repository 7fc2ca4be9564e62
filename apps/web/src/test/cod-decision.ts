import type { CodDecisionType } from "@vayu/shared/cod-rules";

/** A shopper refused cash on delivery for their refused parcels, as GET /api/admin/cod-decisions lists it. */
export const codRefusal = (userId: string): CodDecisionType => ({
  id: "4b0a3c1e-0000-4000-8000-00000000c002",
  userId,
  pincode: "560001",
  orderValue: 1005,
  allowed: false,
  rule: "shopperRefusals",
  ruleText: "3 refused parcels (limit 2)",
  figures: { refusals: 3, limit: 2 },
  orderId: null,
  at: "2026-11-20T10:00:00Z",
  shopper: { name: "Ravi Kumar", email: "ravi@example.com" },
});
