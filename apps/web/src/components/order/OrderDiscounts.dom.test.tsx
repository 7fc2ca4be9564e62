import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { OrderDiscounts } from "./OrderDiscounts";

/** In the English page's messages, as every page renders it. */
const inEnglish = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18nFor("en")}>{children}</I18nProvider>;

describe("an order's discounts (docs/product/promotions.md)", () => {
  it("names the coupon and shows what it and the prepaid offer took off", () => {
    render(
      <dl>
        <OrderDiscounts order={{ couponCode: "DIWALI10", couponDiscount: 500, prepaidDiscount: 100 }} />
      </dl>,
      { wrapper: inEnglish },
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
      { wrapper: inEnglish },
    );
    expect(container.querySelector("dl")).toBeEmptyDOMElement();
  });
});
