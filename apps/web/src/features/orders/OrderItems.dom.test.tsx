import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openComponent, product } from "../../test/storefront";
import { OrderItems } from "./OrderItems";

const cooler = product(1, { title: "Desert Cooler", price: 8290 });
const fan = product(2, { title: "Table Fan", price: 1500 });

function Items() {
  return (
    <OrderItems
      order={{
        number: 100042,
        products: [
          { product: cooler, quantity: 1, price: 8290, discount: 600 },
          { product: fan, quantity: 1, price: 1500, discount: 0 },
        ],
      }}
    />
  );
}

describe("an order's lines (docs/product/promotions.md)", () => {
  it("show each line's share of the coupon and prepaid offer, and none where it has none", async () => {
    openComponent(Items);
    const lines = within(await screen.findByRole("list", { name: "Products in order 100042" })).getAllByRole(
      "listitem",
    );
    expect(within(lines[0]!).getByTestId("line-discount")).toHaveTextContent(
      "₹600.00 off with the order's discounts",
    );
    expect(within(lines[1]!).queryByTestId("line-discount")).not.toBeInTheDocument();
  });
});
