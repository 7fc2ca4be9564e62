import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrdersResponseType } from "@vayu/shared/admin";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { StaffProductResponseType, StaffProductsResponseType } from "@vayu/shared/staff-catalog";
import type { StaffEnquiriesResponseType } from "@vayu/shared/staff-enquiries";
import type { ProductResponseType, ProductType } from "@vayu/shared/catalog";
import { defaultStoreProfile } from "@vayu/shared/site-settings";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createCategory, createProduct, productStock } from "../../test/factories";
import { contactEnquiries, dealerEnquiries } from "../enquiries/tables";
import { placedOrder } from "../../test/checkout-fixtures";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp({}, { staff: { name: "Store Staff" } });
});
afterAll(() => t.close());


const placed = (title = "Air Cooler 40 L") => placedOrder(t, { title, pricePaise: 899_900 });

describe("orders", () => {
  it("lists every shopper's orders newest first with the customer, filterable by status", async () => {
    const first = await placed("Tower Fan");
    const second = await placed("Room Heater");
    const all = (await t.asStaff("GET", "/api/admin/orders")).json<AdminOrdersResponseType>().orders;
    const ids = all.map((o) => o._id);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    const mine = all.find((o) => o._id === first.orderId);
    expect(mine?.customer).toEqual({
      _id: first.shopper.user.id,
      name: "Asha Verma",
      email: first.shopper.user.email,
    });
    expect(mine?.products[0]?.product.title).toBe("Tower Fan");
    expect(mine?.totalAmount).toBe(first.total);

    expect(
      (await t.asStaff("POST", `/api/admin/orders/${first.orderId}/status`, { status: "Packed" })).statusCode,
    ).toBe(200);
    const [moved] = (
      await t.asStaff("GET", `/api/admin/audit?entity=order&entityId=${first.orderId}`)
    ).json<AuditResponseType>().entries;
    expect(moved).toMatchObject({
      action: "status",
      actor: { _id: t.staff.user.id, name: "Store Staff" },
      before: { status: "Placed" },
      after: { status: "Packed" },
    });
    const packed = (await t.asStaff("GET", "/api/admin/orders?status=Packed")).json<AdminOrdersResponseType>()
      .orders;
    expect(packed.map((o) => o._id)).toEqual([first.orderId]);
    const bad = await t.asStaff("GET", "/api/admin/orders?status=Lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of Awaiting confirmation, Placed, Packed/);
  });
});

describe("products", () => {
  const storefront = async () =>
    (await t.app.inject({ method: "GET", url: "/api/product" })).json<{ data: ProductType[] }>().data;
  const adminList = async () =>
    (await t.asStaff("GET", "/api/admin/products")).json<StaffProductsResponseType>().products;
  const patch = (id: string, body: object) => t.asStaff("PATCH", `/api/admin/products/${id}`, body);

  it("lists hidden products too, with stock and whether they are shown", async () => {
    const hidden = await createProduct(t.db, { title: "Discontinued Geyser", active: false, stock: 3 });
    const listed = (await adminList()).find((p) => p._id === hidden.id);
    expect(listed).toMatchObject({ title: "Discontinued Geyser", active: false, stock: 3, price: 9999 });
    expect((await storefront()).some((p) => p._id === hidden.id)).toBe(false);
  });

  it("hiding a product takes it off the storefront; showing it brings it back", async () => {
    const product = await createProduct(t.db, { title: "Mixer Grinder 750 W" });
    expect((await storefront()).some((p) => p._id === product.id)).toBe(true);
    const hidden = await patch(product.id, { active: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().product.active).toBe(false);
    expect((await storefront()).some((p) => p._id === product.id)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `/api/product/${product.id}` })).statusCode).toBe(404);
    await patch(product.id, { active: true });
    expect((await storefront()).some((p) => p._id === product.id)).toBe(true);
  });

  it("edits title, description, price, sale price and stock; rupees in, paise stored", async () => {
    const product = await createProduct(t.db, { pricePaise: 500_000, stock: 2 });
    const response = await patch(product.id, {
      title: "Iron 1000 W",
      description: "Light dry iron.",
      price: 1299.5,
      salePrice: 999,
      stock: 12,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffProductResponseType>().product).toMatchObject({
      title: "Iron 1000 W",
      description: "Light dry iron.",
      price: 1299.5,
      salePrice: 999,
      stock: 12,
    });
    expect(await productStock(t.db, product.id)).toBe(12);
    const onShop = (await storefront()).find((p) => p._id === product.id);
    expect(onShop).toMatchObject({ price: 1299.5, salePrice: 999 });

    const saleRemoved = await patch(product.id, { salePrice: null });
    expect(saleRemoved.json().product.salePrice).toBeUndefined();
  });

  it.each([
    [{ price: 0 }, "Price must be more than 0"],
    [{ price: -5 }, "Price must be more than 0"],
    [{ price: 10.555 }, "Price can have at most 2 decimals"],
    [{ stock: -1 }, "Stock cannot be negative"],
    [{ stock: 2.5 }, "Stock must be a whole number"],
    [{ salePrice: 6000 }, "Sale price must be lower than the price."],
    [{ price: 3000, salePrice: 3000 }, "Sale price must be lower than the price."],
    [{ title: "  " }, "Title is required"],
  ])("refuses %j with 400 and leaves the product unchanged", async (body, message) => {
    const product = await createProduct(t.db, { pricePaise: 500_000, stock: 4 });
    const response = await patch(product.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const after = (await adminList()).find((p) => p._id === product.id);
    expect(after).toMatchObject({ price: 5000, stock: 4 });
  });

  it("a lower price that would undercut the existing sale price is refused", async () => {
    const product = await createProduct(t.db, { pricePaise: 500_000, salePricePaise: 450_000 });
    const response = await patch(product.id, { price: 4000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Sale price must be lower than the price.");
  });

  it("404 for an unknown product", async () => {
    const response = await patch("00000000-0000-4000-8000-000000000000", { stock: 1 });
    expect(response.statusCode).toBe(404);
  });

  it("creates a product in an existing category that shows on the storefront", async () => {
    const { category, subcategory } = await createCategory(t.db, "Kitchen Appliances");
    const response = await t.asStaff("POST", "/api/admin/products", {
      title: "Induction Cooktop",
      description: "2000 W with touch panel.",
      price: 3499,
      salePrice: 2999,
      stock: 8,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      hsn: "85166000",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<StaffProductResponseType>().product;
    expect(created).toMatchObject({
      title: "Induction Cooktop",
      price: 3499,
      salePrice: 2999,
      stock: 8,
      active: true,
      hsn: "85166000",
      gstRate: 18,
      countryOfOrigin: "India",
      category: { _id: category.id, name: "Kitchen Appliances" },
      subcategory: { _id: subcategory.id },
    });
    expect((await storefront()).find((p) => p._id === created._id)?.title).toBe("Induction Cooktop");
  });

  it("a product shows its own warranty; without one, or once staff clear it, the store's default", async () => {
    const shown = async (id: string) =>
      (await t.app.inject({ method: "GET", url: `/api/product/${id}` })).json<ProductResponseType>().data
        .warranty;
    const product = await createProduct(t.db, { title: "Vayu Turbo 750 W Mixer Grinder" });
    expect(await shown(product.id)).toBe(defaultStoreProfile.defaultWarranty);
    expect((await adminList()).find((p) => p._id === product.id)?.warranty).toBeNull();

    const own = await patch(product.id, { warranty: "  1 year on the product, 5 years on the motor " });
    expect(own.json<StaffProductResponseType>().product.warranty).toBe(
      "1 year on the product, 5 years on the motor",
    );
    expect(await shown(product.id)).toBe("1 year on the product, 5 years on the motor");
    expect((await storefront()).find((p) => p._id === product.id)?.warranty).toBe(
      "1 year on the product, 5 years on the motor",
    );

    const tooLong = await patch(product.id, { warranty: "x".repeat(121) });
    expect(tooLong.json()).toMatchObject({
      field: "warranty",
      message: "warranty must be at most 120 characters",
    });
    await patch(product.id, { warranty: "" });
    expect(await shown(product.id)).toBe(defaultStoreProfile.defaultWarranty);
    expect((await adminList()).find((p) => p._id === product.id)?.warranty).toBeNull();
  });

  it("refuses a product whose category or subcategory does not exist or do not match", async () => {
    const a = await createCategory(t.db);
    const b = await createCategory(t.db);
    const base = { title: "Chimney", price: 9000, stock: 1, hsn: "841460" };
    for (const ids of [
      { categoryId: a.category.id, subcategoryId: b.subcategory.id },
      { categoryId: "00000000-0000-4000-8000-000000000000", subcategoryId: a.subcategory.id },
    ]) {
      const response = await t.asStaff("POST", "/api/admin/products", { ...base, ...ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Choose an existing category and one of its subcategories.");
    }
    const sale = await t.asStaff("POST", "/api/admin/products", {
      ...base,
      salePrice: 9500,
      categoryId: a.category.id,
      subcategoryId: a.subcategory.id,
    });
    expect(sale.json().message).toBe("Sale price must be lower than the price.");
    const noHsn = await t.asStaff("POST", "/api/admin/products", {
      title: "Chimney",
      price: 9000,
      stock: 1,
      categoryId: a.category.id,
      subcategoryId: a.subcategory.id,
    });
    expect(noHsn.json()).toMatchObject({ field: "hsn", message: "HSN code is required" });
    const badRate = await t.asStaff("POST", "/api/admin/products", {
      ...base,
      gstRate: 28,
      categoryId: a.category.id,
      subcategoryId: a.subcategory.id,
    });
    expect(badRate.json()).toMatchObject({
      field: "gstRate",
      message: "GST rate must be one of 0, 5, 18, 40 (percent)",
    });
    const titles = (await adminList()).map((p) => p.title);
    expect(titles).not.toContain("Chimney");
  });
});

describe("enquiries", () => {
  it("lists contact and dealer enquiries together, newest first", async () => {
    await t.db.insert(contactEnquiries).values({
      name: "Ravi Kumar",
      email: "ravi@example.in",
      mobileNumber: "9876543210",
      city: "Pune",
      state: "Maharashtra",
      enquire: "Do you service coolers in Pune?",
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
    await t.db.insert(dealerEnquiries).values({
      type: "distributor",
      selectedUT: "Karnataka",
      selectedCity: "Mysuru",
      firmName: "Sharma Electricals",
      ownership: "Partnership",
      establishment: 1998,
      address: "4 Sayyaji Rao Road",
      stateAddress: "Karnataka",
      pincode: "570001",
      mobile: "9876501234",
      email: "anil@sharma.in",
      contactPerson: "Anil Sharma",
      designation: "Partner",
      profileBusiness: "Retailer",
      businessEstablishment: 2001,
      investmentPaise: 50_000_050,
      businessProposal: "Showroom on the main road.",
      declaration: true,
      createdAt: new Date("2026-01-03T10:00:00Z"),
    });

    const response = await t.asStaff("GET", "/api/admin/enquiries");
    expect(response.statusCode).toBe(200);
    const enquiries = response.json<StaffEnquiriesResponseType>().enquiries;
    expect(enquiries.map((e) => e.kind)).toEqual(["distributor", "contact"]);
    expect(enquiries[0]).toMatchObject({
      name: "Anil Sharma",
      firmName: "Sharma Electricals",
      city: "Mysuru",
      state: "Karnataka",
      investment: 500000.5,
      message: "Showroom on the main road.",
    });
    expect(enquiries[1]).toMatchObject({
      name: "Ravi Kumar",
      email: "ravi@example.in",
      city: "Pune",
      message: "Do you service coolers in Pune?",
    });
  });
});
