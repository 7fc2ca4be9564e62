import { screen } from "@testing-library/react";
import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { describe, expect, it } from "vitest";
import { codRefusal } from "../../test/cod-decision";
import { fakeApi, openComponent, signIn } from "../../test/storefront";
import { OrderCustomerPanel } from "./OrderContactPanels";

const userId = "4b0a3c1e-0000-4000-8000-00000000c001";
const order = { customer: { _id: userId, name: "Ravi Kumar", email: "ravi@example.com" }, phone: "9876543210" } as AdminOrderDetailType;
const refusal = codRefusal(userId);

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
