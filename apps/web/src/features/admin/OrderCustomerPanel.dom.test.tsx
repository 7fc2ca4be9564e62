import { screen } from "@testing-library/react";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { OrderCustomerPanel } from "./OrderContactPanels";

const userId = "4b0a3c1e-0000-4000-8000-00000000c001";
const order = { customer: { _id: userId, name: "Ravi Kumar", email: "ravi@example.com" }, phone: "9876543210" } as AdminOrderDetailType;
const refusal = {
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
};

function openPanel(decisions: object[]) {
  signIn();
  fakeApi({ [`GET /api/admin/cod-decisions?userId=${userId}`]: [200, { decisions }] });
  openComponent(() => <OrderCustomerPanel order={order} />);
}

describe("the order's Customer panel", () => {
  it("tells staff the exact rule that last refused the shopper cash on delivery", async () => {
    openPanel([refusal]);
    expect(await screen.findByTestId("cod-refused")).toHaveTextContent(/^COD refused: 3 refused parcels \(limit 2\) · /);
  });

  it("says nothing of COD when no rule refused the shopper", async () => {
    openPanel([{ ...refusal, allowed: true, rule: null, ruleText: null, figures: {} }]);
    expect(await screen.findByText("Ravi Kumar")).toBeVisible();
    expect(screen.queryByTestId("cod-refused")).toBeNull();
  });
});
