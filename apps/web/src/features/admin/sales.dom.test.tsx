import { screen, within } from "@testing-library/react";
import type { SaleType } from "@vayu/shared/promotions";
import type { StaffCategoryType, StaffProductType } from "@vayu/shared/staff-catalog";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, openPage, product, signIn, type ApiCall } from "../../test/storefront";

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const coolers: StaffCategoryType = { _id: "4b0a3c1e-0000-4000-8000-0000000000c1", name: "Coolers", image: "/c.webp", sortOrder: 0, productCount: 2, hi: {}, subcategories: [] };
const fans: StaffCategoryType = { ...coolers, _id: "4b0a3c1e-0000-4000-8000-0000000000c2", name: "Fans" };
const staffProduct = (n: number, title: string): StaffProductType => ({
  ...product(n, { title }),
  warranty: null,
  warrantyMonths: 12,
  needsInstallation: false,
  summary: "",
  specifications: [],
  active: true,
  hi: { specifications: [] },
});
const tower = staffProduct(1, "Tower Cooler");
const desert = staffProduct(2, "Desert Cooler");
const sale = (overrides: Partial<SaleType>): SaleType => ({
  _id: "4b0a3c1e-0000-4000-8000-0000000000e1",
  name: "Sale",
  startsAt: iso(-HOUR),
  endsAt: iso(HOUR),
  percentOff: 10,
  salePrice: null,
  productIds: [],
  categoryIds: [],
  createdAt: iso(-2 * HOUR),
  updatedAt: iso(-2 * HOUR),
  ...overrides,
});

function consoleApi(sales: SaleType[]) {
  return fakeApi({
    "GET /api/admin/mfa": [200, { enrolled: true, verified: true }],
    "GET /api/admin/me": [200, { _id: "s1", name: "Ravi", email: "ravi@vayu.example", role: "staff" }],
    "GET /api/admin/sales": [200, { sales }],
    "GET /api/admin/products": [200, { products: [tower, desert] }],
    "GET /api/admin/categories": [200, { categories: [coolers, fans] }],
    "POST /api/admin/sales": ({ body }: ApiCall) => [201, { sale: sale({ ...(body as Partial<SaleType>), _id: "4b0a3c1e-0000-4000-8000-0000000000e9" }) }],
    "PATCH /api/admin/sales/4b0a3c1e-0000-4000-8000-0000000000e1": ({ body }: ApiCall) => [200, { sale: sale(body as Partial<SaleType>) }],
    "DELETE /api/admin/sales/4b0a3c1e-0000-4000-8000-0000000000e1": [200, { message: "Sale deleted." }],
  });
}

describe("the console's sales", () => {
  it("lists running, upcoming and past sales with their window, discount and what they cover", async () => {
    consoleApi([
      sale({ _id: "4b0a3c1e-0000-4000-8000-0000000000e2", name: "Monsoon fans", startsAt: iso(24 * HOUR), endsAt: iso(48 * HOUR), salePrice: 1999, percentOff: null, categoryIds: [fans._id] }),
      sale({ name: "Diwali coolers", percentOff: 15, categoryIds: [coolers._id], productIds: [tower._id] }),
      sale({ _id: "4b0a3c1e-0000-4000-8000-0000000000e3", name: "Summer", startsAt: iso(-48 * HOUR), endsAt: iso(-24 * HOUR) }),
    ]);
    signIn();
    openPage("/admin?tab=sales");
    const running = await screen.findByRole("region", { name: /Running now/ });
    expect(within(running).getByText("Diwali coolers")).toBeInTheDocument();
    expect(within(running).getByText("15% off")).toBeInTheDocument();
    expect(within(running).getByText("Coolers · Tower Cooler")).toBeInTheDocument();
    const upcoming = screen.getByRole("region", { name: /Upcoming/ });
    expect(within(upcoming).getByText("Monsoon fans")).toBeInTheDocument();
    expect(within(upcoming).getByText("Sale price ₹1,999")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: /Past/ })).getByText("Summer")).toBeInTheDocument();
  });

  it("schedules a category and product sale from the form, with the moments in ISO", async () => {
    const { writes } = consoleApi([]);
    signIn();
    const { user, fill } = openPage("/admin?tab=sales");
    await screen.findByText("No sales scheduled yet.");
    await user.click(screen.getByRole("button", { name: "Schedule a sale" }));
    await fill(screen.getByLabelText("Name"), "Diwali coolers");
    await fill(screen.getByLabelText("Starts at"), "2026-11-01T00:00:00");
    await fill(screen.getByLabelText("Ends at"), "2026-11-05T23:59:59");
    await fill(screen.getByLabelText("Percent off (1-90)"), "15");
    await user.click(screen.getByRole("checkbox", { name: "Coolers" }));
    await fill(screen.getByRole("searchbox", { name: "Find a product" }), "desert");
    await user.click(screen.getByRole("button", { name: "Add Desert Cooler" }));
    expect(within(screen.getByRole("list", { name: "Chosen products" })).getByText("Desert Cooler")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schedule sale" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: "POST",
      path: "/api/admin/sales",
      body: {
        name: "Diwali coolers",
        startsAt: new Date("2026-11-01T00:00:00").toISOString(),
        endsAt: new Date("2026-11-05T23:59:59").toISOString(),
        percentOff: 15,
        salePrice: null,
        categoryIds: [coolers._id],
        productIds: [desert._id],
      },
    });
  });

  it("says what is missing before sending anything", async () => {
    const { writes } = consoleApi([]);
    signIn();
    const { user, fill } = openPage("/admin?tab=sales");
    await screen.findByText("No sales scheduled yet.");
    await user.click(screen.getByRole("button", { name: "Schedule a sale" }));
    await fill(screen.getByLabelText("Name"), "Nothing chosen");
    await fill(screen.getByLabelText("Starts at"), "2026-11-05T00:00:00");
    await fill(screen.getByLabelText("Ends at"), "2026-11-01T00:00:00");
    await fill(screen.getByLabelText("Percent off (1-90)"), "15");
    await user.click(screen.getByRole("button", { name: "Schedule sale" }));
    expect(await screen.findByText("Ends at must be after starts at")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one product or category")).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it("edits a sale to a sale price and deletes one", async () => {
    const { writes } = consoleApi([sale({ name: "Diwali coolers", percentOff: 15, categoryIds: [coolers._id] })]);
    signIn();
    const { user, fill } = openPage("/admin?tab=sales");
    await user.click(await screen.findByRole("button", { name: "Edit Diwali coolers" }));
    await user.click(screen.getByRole("radio", { name: "Sale price (₹)" }));
    await fill(screen.getByLabelText("Sale price in rupees"), "4999.5");
    await user.click(screen.getByRole("button", { name: "Save sale" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: "PATCH", body: { name: "Diwali coolers", percentOff: null, salePrice: 4999.5, categoryIds: [coolers._id] } });
    vi.stubGlobal("confirm", () => true);
    try {
      await user.click(screen.getByRole("button", { name: "Delete Diwali coolers" }));
      await vi.waitFor(() => expect(writes()).toHaveLength(2));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writes()[1]).toMatchObject({ method: "DELETE", path: "/api/admin/sales/4b0a3c1e-0000-4000-8000-0000000000e1" });
  });
});
