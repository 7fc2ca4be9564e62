import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderDiscounts } from "./OrderDiscounts";

describe("an order's discounts (docs/product/promotions.md)", () => {
  it("names the coupon and shows what it and the prepaid offer took off", () => {
    render(
      <dl>
        <OrderDiscounts order={{ couponCode: "DIWALI10", couponDiscount: 500, prepaidDiscount: 100 }} />
      </dl>,
    );
    expect(screen.getByText("Coupon DIWALI10")).toBeInTheDocument();
    expect(screen.getByTestId("order-coupon")).toHaveTextContent("−₹500.00");
    expect(screen.getByTestId("order-prepaid")).toHaveTextContent("−₹100.00");
  });

  it("shows nothing for an order placed without them", () => {
    const { container } = render(
      <dl>
        <OrderDiscounts order={{ couponCode: null, couponDiscount: 0, prepaidDiscount: 0 }} />
      </dl>,
    );
    expect(container.querySelector("dl")).toBeEmptyDOMElement();
  });
});
