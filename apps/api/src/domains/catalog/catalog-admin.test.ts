import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditResponseType } from "@vayu/shared/audit";
import type { CategoryType, ProductType } from "@vayu/shared/catalog";
import type { StaffCategoriesResponseType, StaffProductType } from "@vayu/shared/staff-catalog";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { placedOrder } from "../../test/checkout-fixtures";
import { createCategory } from "../../test/factories";
import { cameraJpeg, multipartFile } from "../../test/pictures";

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ url })).json<T>();
const auditOf = async (entity: string, entityId: string) =>
  (await t.asStaff("GET", `/api/admin/audit?entity=${entity}&entityId=${entityId}`)).json<AuditResponseType>().entries;

async function uploadPhoto(): Promise<string> {
  const { payload, headers } = multipartFile("file", "photo.jpg", "image/jpeg", await cameraJpeg(320, 240));
  const response = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload, headers: { ...headers, ...t.staff.auth } });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string }>().url;
}

describe("products", () => {
  it("are created with every field and an uploaded photo, and shoppers see them in their category at once", async () => {
    const { category, subcategory } = await createCategory(t.db, "Water Heaters");
    const photo = await uploadPhoto();
    const created = await t.asStaff("POST", "/api/admin/products", {
      title: "Vayu Ember 15 L Storage Water Heater",
      description: "Hot water for a family bathroom in minutes.",
      specifications: [
        { label: "Capacity", value: "15 L" },
        { label: "Power", value: "2000 W" },
      ],
      price: 8999,
      salePrice: 7499,
      stock: 12,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      images: [photo],
      hsn: "85161000",
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ product: StaffProductType }>().product;
    expect(product).toMatchObject({
      summary: "Hot water for a family bathroom in minutes.",
      specifications: [
        { label: "Capacity", value: "15 L" },
        { label: "Power", value: "2000 W" },
      ],
      description: "Hot water for a family bathroom in minutes.\n\nSpecifications\nCapacity: 15 L\nPower: 2000 W",
      images: [photo],
      active: true,
    });
    const listing = await get<{ data: ProductType[] }>(`/api/product/category/${category.id}`);
    expect(listing.data.map((p) => [p.title, p.salePrice, p.images[0]])).toEqual([["Vayu Ember 15 L Storage Water Heater", 7499, photo]]);

    const [entry] = await auditOf("product", product._id);
    expect(entry).toMatchObject({ action: "create", actor: { _id: t.staff.user.id, name: "Meera Iyer", email: t.staff.user.email }, before: null, after: { title: product.title, price: 8999 } });
  });

  it("are edited field by field, photos reordered and removed, moved to another category, hidden, each change audited before and after", async () => {
    const from = await createCategory(t.db, "Room Heaters");
    const to = await createCategory(t.db, "Geysers");
    const [first, second] = [await uploadPhoto(), await uploadPhoto()];
    const { product } = (
      await t.asStaff("POST", "/api/admin/products", { title: "Vayu Glow Heater", price: 2499, stock: 3, categoryId: from.category.id, subcategoryId: from.subcategory.id, images: [first, second], hsn: "85162900" })
    ).json<{ product: StaffProductType }>();

    const patched = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, {
      title: "Vayu Glow 2000 W Room Heater",
      specifications: [{ label: "Power", value: "2000 W" }],
      images: [second],
      categoryId: to.category.id,
      subcategoryId: to.subcategory.id,
    });
    expect(patched.statusCode).toBe(200);
    const shown = await get<{ data: ProductType }>(`/api/product/${product._id}`);
    expect(shown.data).toMatchObject({ title: "Vayu Glow 2000 W Room Heater", images: [second], category: { _id: to.category.id }, description: "Specifications\nPower: 2000 W" });

    const [update] = await auditOf("product", product._id);
    expect(update).toMatchObject({
      action: "update",
      before: { title: "Vayu Glow Heater", images: [first, second], category: { name: "Room Heaters" } },
      after: { title: "Vayu Glow 2000 W Room Heater", images: [second], category: { name: "Geysers" } },
    });

    const wrongPair = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, { subcategoryId: from.subcategory.id });
    expect(wrongPair.statusCode).toBe(400);
    expect(wrongPair.json()).toMatchObject({ field: "subcategoryId" });
    const foreignImage = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, { images: ["https://elsewhere.example/x.jpg"] });
    expect(foreignImage.statusCode).toBe(400);
    expect(foreignImage.json().message).toBe("images must be a picture uploaded to the store");

    expect((await t.asStaff("PATCH", `/api/admin/products/${product._id}`, { active: false })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/product/${product._id}` })).statusCode).toBe(404);
    const search = (await t.asStaff("GET", "/api/admin/products?q=glow%202000")).json<{ products: StaffProductType[] }>().products;
    expect(search.map((p) => [p._id, p.active])).toEqual([[product._id, false]]);
  });

  it("are deleted when never ordered, and refused with a clear message once they are in an order", async () => {
    const fresh = (
      await t.asStaff("POST", "/api/admin/products", { ...(await placement()), title: "Vayu Spare Filter", price: 199, stock: 40, hsn: "84219900" })
    ).json<{ product: StaffProductType }>().product;
    const removed = await t.asStaff("DELETE", `/api/admin/products/${fresh._id}`);
    expect(removed.json()).toEqual({ message: "Product deleted." });
    expect((await t.app.inject({ url: `/api/product/${fresh._id}` })).statusCode).toBe(404);
    expect((await auditOf("product", fresh._id))[0]).toMatchObject({ action: "delete", before: { title: "Vayu Spare Filter" }, after: null });

    const { product: sold } = await placedOrder(t, { title: "Vayu Sold Fan", pricePaise: 199_900 });
    const refused = await t.asStaff("DELETE", `/api/admin/products/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This product is in past orders or checkouts, so it cannot be deleted: hide it instead.");
  });
});

async function placement() {
  const { category, subcategory } = await createCategory(t.db);
  return { categoryId: category.id, subcategoryId: subcategory.id };
}

describe("categories and subcategories", () => {
  it("are created, renamed, reordered and re-imaged, and the storefront's menu shows it at once", async () => {
    const image = await uploadPhoto();
    const made = await t.asStaff("POST", "/api/admin/categories", { name: "Air Purifiers", image, sortOrder: 9 });
    expect(made.statusCode).toBe(201);
    const categoryId = made.json<{ category: { _id: string } }>().category._id;
    const sub = await t.asStaff("POST", "/api/admin/subcategories", { categoryId, name: "HEPA Purifiers", image });
    expect(sub.statusCode).toBe(201);
    const newImage = await uploadPhoto();
    expect((await t.asStaff("PATCH", `/api/admin/categories/${categoryId}`, { name: "Air Purifiers & Humidifiers", image: newImage, sortOrder: 0 })).statusCode).toBe(200);

    const menu = await get<{ categories: CategoryType[] }>("/api/category/categoryandsubcategpry");
    const shown = menu.categories.find((c) => c._id === categoryId);
    expect(shown).toMatchObject({ name: "Air Purifiers & Humidifiers", image: newImage, subcategories: [{ name: "HEPA Purifiers" }] });
    const [rename] = await auditOf("category", categoryId);
    expect(rename).toMatchObject({ action: "update", before: { name: "Air Purifiers", image, sortOrder: 9 }, after: { name: "Air Purifiers & Humidifiers", image: newImage, sortOrder: 0 } });

    const taken = await t.asStaff("POST", "/api/admin/categories", { name: "Air Purifiers & Humidifiers", image });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("There is already a category with this name.");
  });

  it("are refused deletion while products use them, and deleted once they are empty", async () => {
    const { category, subcategory } = await createCategory(t.db, "Inverters");
    const { product } = (
      await t.asStaff("POST", "/api/admin/products", { title: "Vayu Surge 900 VA Inverter", price: 5999, stock: 2, categoryId: category.id, subcategoryId: subcategory.id, hsn: "85044010" })
    ).json<{ product: StaffProductType }>();

    const subRefused = await t.asStaff("DELETE", `/api/admin/subcategories/${subcategory.id}`);
    expect(subRefused.statusCode).toBe(409);
    expect(subRefused.json().message).toBe("Inverters Sub still has 1 product: move or delete them before deleting the subcategory.");
    const refused = await t.asStaff("DELETE", `/api/admin/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Inverters still has 1 product: move or delete them before deleting the category.");
    const listed = (await t.asStaff("GET", "/api/admin/categories")).json<StaffCategoriesResponseType>().categories.find((c) => c._id === category.id);
    expect(listed).toMatchObject({ productCount: 1, subcategories: [{ productCount: 1 }] });

    expect((await t.asStaff("DELETE", `/api/admin/products/${product._id}`)).statusCode).toBe(200);
    expect((await t.asStaff("DELETE", `/api/admin/subcategories/${subcategory.id}`)).statusCode).toBe(200);
    expect((await t.asStaff("DELETE", `/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    const menu = await get<{ categories: CategoryType[] }>("/api/category/categoryandsubcategpry");
    expect(menu.categories.some((c) => c._id === category.id)).toBe(false);
    expect((await auditOf("category", category.id))[0]).toMatchObject({ action: "delete", before: { name: "Inverters" } });
  });
});
