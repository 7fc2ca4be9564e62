import { screen, waitFor, within } from "@testing-library/react";
import { messages } from "@vayu/shared/messages";
import type { CouponCreateBodyType, CouponType } from "@vayu/shared/promotions";
import { describe, expect, it } from "vitest";
import { fakeApi, openComponent, signIn, type ApiCall } from "../../test/storefront";
import { CouponsTab } from "./CouponsTab";

const coolers = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000c1",
  name: "Air Coolers",
  image: "",
  sortOrder: 1,
  productCount: 3,
  subcategories: [],
};
/** DIWALI10's terms, as the form sends them. */
const diwali10Terms: CouponCreateBodyType = {
  code: "DIWALI10",
  kind: "percent",
  value: 10,
  maxDiscount: 500,
  minCartValue: 2000,
  startsAt: "2026-10-20T00:00:00+05:30",
  endsAt: "2026-11-05T23:59:00+05:30",
  totalUses: 100,
  usesPerShopper: 1,
  firstOrderOnly: false,
  productIds: [],
  categoryIds: [coolers._id],
  active: true,
};
const diwali10: CouponType = {
  ...diwali10Terms,
  _id: "4b0a3c1e-0000-4000-8000-00000000c001",
  uses: 12,
  revenue: 93_480,
  singleUseCodes: 0,
  singleUseCodesUsed: 0,
  createdAt: "2026-10-01T00:00:00Z",
  updatedAt: "2026-10-01T00:00:00Z",
};

function openCoupons(coupons: CouponType[] = [diwali10]) {
  signIn();
  const api = fakeApi({
    "GET /api/admin/coupons": [200, { coupons }],
    "GET /api/admin/products": [200, { products: [] }],
    "GET /api/admin/categories": [200, { categories: [coolers] }],
    "POST /api/admin/coupons": ({ body }: ApiCall) => [
      201,
      { coupon: { ...diwali10, ...(body as object), _id: "4b0a3c1e-0000-4000-8000-00000000c002" } },
    ],
    [`PATCH /api/admin/coupons/${diwali10._id}`]: ({ body }: ApiCall) => [
      200,
      { coupon: { ...diwali10, ...(body as object) } },
    ],
    [`POST /api/admin/coupons/${diwali10._id}/codes`]: [201, { message: "50 codes generated." }],
  });
  return { ...api, ...openComponent(CouponsTab) };
}

describe("the staff's Coupons tab", () => {
  it("lists each coupon with its terms, limits, uses, revenue and state", async () => {
    openCoupons();
    const row = within(await screen.findByTestId("coupon-row"));
    expect(row.getByRole("heading", { name: /DIWALI10/ })).toHaveTextContent("Active");
    expect(row.getByText("10% off, up to ₹500.00")).toBeInTheDocument();
    await waitFor(() => expect(row.getByText(/Only Air Coolers/)).toBeInTheDocument());
    expect(
      row.getByText(/Cart from ₹2,000.00 · 100 uses in all · 1 per shopper · From 20 Oct 2026/),
    ).toBeInTheDocument();
    expect(row.getByText("12 of 100")).toBeInTheDocument();
    expect(row.getByText("₹93,480.00")).toBeInTheDocument();
  });

  it("creates a coupon with every field, dates read as India time, checked by the API's schema", async () => {
    const { user, writes } = openCoupons([]);
    await user.click(await screen.findByRole("button", { name: /New coupon/ }));
    const form = within(screen.getByRole("form", { name: "New coupon" }));
    await user.type(form.getByLabelText("Code"), "diwali10");
    await user.type(form.getByLabelText("Percent off (1-100)"), "10");
    await user.type(form.getByLabelText(/Maximum discount/), "500");
    await user.type(form.getByLabelText(/Minimum cart value/), "2000");
    await user.type(form.getByLabelText(/Valid from/), "2026-10-20T00:00");
    await user.type(form.getByLabelText(/Valid until/), "2026-11-05T23:59");
    await user.type(form.getByLabelText(/Total uses/), "100");
    await user.type(form.getByLabelText(/Uses per shopper/), "1");
    await user.click(form.getByLabelText("First order only"));
    await user.click(await form.findByRole("checkbox", { name: "Air Coolers" }));
    await user.click(form.getByRole("button", { name: "Create coupon" }));
    expect(await screen.findByText(messages.promotions.couponCreated)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/api/admin/coupons",
        body: { ...diwali10Terms, firstOrderOnly: true },
      },
    ]);
  });

  it("refuses what the API would refuse, before sending it", async () => {
    const { user, writes } = openCoupons([]);
    await user.click(await screen.findByRole("button", { name: /New coupon/ }));
    const form = within(screen.getByRole("form", { name: "New coupon" }));
    await user.type(form.getByLabelText("Code"), "BIG");
    await user.type(form.getByLabelText("Percent off (1-100)"), "150");
    await user.click(form.getByRole("button", { name: "Create coupon" }));
    expect(await form.findByText("A percentage must be a whole number from 1 to 100")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("edits a coupon with its saved values filled in", async () => {
    const { user, writes } = openCoupons();
    await user.click(await screen.findByRole("button", { name: "Edit DIWALI10" }));
    const form = within(screen.getByRole("form", { name: "Edit DIWALI10" }));
    expect(form.getByLabelText(/Valid from/)).toHaveValue("2026-10-20T00:00");
    const uses = form.getByLabelText(/Total uses/);
    await user.clear(uses);
    await user.type(uses, "200");
    await user.click(form.getByRole("button", { name: "Save coupon" }));
    expect(await screen.findByText(messages.promotions.couponSaved)).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      method: "PATCH",
      path: `/api/admin/coupons/${diwali10._id}`,
      body: {
        code: "DIWALI10",
        totalUses: 200,
        startsAt: "2026-10-20T00:00:00+05:30",
        categoryIds: [coolers._id],
      },
    });
  });

  it("deactivates a coupon and generates single-use codes", async () => {
    const { user, writes } = openCoupons();
    await user.click(await screen.findByRole("button", { name: "Deactivate DIWALI10" }));
    expect(await screen.findByText(messages.promotions.couponDeactivated)).toBeInTheDocument();
    const count = screen.getByLabelText("Codes to generate");
    await user.clear(count);
    await user.type(count, "50");
    await user.click(screen.getByRole("button", { name: "Generate codes" }));
    expect(await screen.findByText("50 codes generated.")).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: "PATCH", path: `/api/admin/coupons/${diwali10._id}`, body: { active: false } },
      { method: "POST", path: `/api/admin/coupons/${diwali10._id}/codes`, body: { count: 50 } },
    ]);
  });

  it("refuses a count the API would refuse, in its words", async () => {
    const { user, writes } = openCoupons();
    const count = await screen.findByLabelText("Codes to generate");
    await user.clear(count);
    await user.type(count, "6000");
    await user.click(screen.getByRole("button", { name: "Generate codes" }));
    expect(await screen.findByText("Count must be from 1 to 5000")).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("offers the codes' CSV once a coupon has codes", async () => {
    openCoupons([{ ...diwali10, singleUseCodes: 50, singleUseCodesUsed: 3 }]);
    expect(await screen.findByRole("button", { name: /Download codes CSV/ })).toBeInTheDocument();
  });
});
