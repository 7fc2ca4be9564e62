import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoriesResponseType, ProductType, ProductsResponseType } from "@vayu/shared/catalog";
import type { StaffCategoriesResponseType, StaffProductType } from "@vayu/shared/staff-catalog";
import { createStoreTestApp, type StoreTestApp } from "../../test/store-app";
import { createCategory } from "../../test/factories";

// The catalog in two languages (docs/decisions/313-hindi-content-fields.md).

let t: StoreTestApp;
beforeAll(async () => {
  t = await createStoreTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const json = async <T>(url: string) => (await get(url)).json<T>();

describe("a product in Hindi", () => {
  let product: StaffProductType;
  let categoryId: string;
  let subcategoryId: string;

  beforeAll(async () => {
    const { category, subcategory } = await createCategory(t.db, "Air Coolers");
    categoryId = category.id;
    subcategoryId = subcategory.id;
    const named = await t.asStaff("PATCH", `/api/admin/categories/${category.id}`, { hi: { name: "कूलर" } });
    expect(named.statusCode).toBe(200);
    const created = await t.asStaff("POST", "/api/admin/products", {
      title: "Vayu Arctic 85 Desert Air Cooler",
      description: "Keeps a large hall cool through the summer.",
      specifications: [
        { label: "Tank capacity", value: "85 L" },
        { label: "Inverter compatible", value: "Yes" },
      ],
      price: 14990,
      stock: 5,
      categoryId,
      subcategoryId,
      hsn: "84796000",
      hi: {
        title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
        description: "गर्मी भर बड़ा हॉल ठंडा रखता है।",
        specifications: [
          { label: "टंकी", value: "85 लीटर" },
          { label: "", value: "" },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    product = created.json<{ product: StaffProductType }>().product;
  });

  it("is stored as staff wrote it, the untranslated row left empty beside its English", () => {
    expect(product.hi).toEqual({
      title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
      description: "गर्मी भर बड़ा हॉल ठंडा रखता है।",
      specifications: [
        { label: "टंकी", value: "85 लीटर" },
        { label: "", value: "" },
      ],
    });
  });

  it("answers Hindi title, description with its specification lines, and category names on ?lang=hi", async () => {
    const { data } = await json<{ data: ProductType }>(`/api/product/${product._id}?lang=hi`);
    expect(data).toMatchObject({
      title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
      description: "गर्मी भर बड़ा हॉल ठंडा रखता है।\n\nविशेषताएँ\nटंकी: 85 लीटर\nInverter compatible: Yes",
      untranslated: [],
      // The English name's slug beside the Hindi name: the page's links stay the English paths under /hi.
      category: { _id: categoryId, name: "कूलर", slug: "air-coolers", untranslated: [] },
      subcategory: { _id: subcategoryId, name: "Air Coolers Sub", untranslated: ["name"] },
      price: 14990,
    });
  });

  it("is found by search in Hindi, its texts in Hindi when the search asks ?lang=hi", async () => {
    const hindi = await json<ProductsResponseType>(`/api/search?q=${encodeURIComponent("कूलर")}&lang=hi`);
    expect(hindi.data.map((p) => p.title)).toContain("वायु आर्कटिक 85 डेज़र्ट कूलर");
    const english = await json<ProductsResponseType>(`/api/search?q=${encodeURIComponent("कूलर")}`);
    expect(english.data.map((p) => p.title)).toContain("Vayu Arctic 85 Desert Air Cooler");
  });

  it("answers English exactly as before without ?lang or with ?lang=en", async () => {
    for (const url of [`/api/product/${product._id}`, `/api/product/${product._id}?lang=en`]) {
      const { data } = await json<{ data: ProductType }>(url);
      expect(data.title).toBe("Vayu Arctic 85 Desert Air Cooler");
      expect(data.description).toBe("Keeps a large hall cool through the summer.\n\nSpecifications\nTank capacity: 85 L\nInverter compatible: Yes");
      expect(data.category).toEqual({ _id: categoryId, name: "Air Coolers" });
      expect("untranslated" in data).toBe(false);
    }
  });

  it("lists in Hindi, paged or not, across the catalog and in its category", async () => {
    for (const url of ["/api/product?lang=hi", `/api/product/category/${categoryId}?lang=hi&page=1&limit=12`]) {
      const { data } = await json<ProductsResponseType>(url);
      expect(data.map((p) => [p.title, p.untranslated])).toEqual([["वायु आर्कटिक 85 डेज़र्ट कूलर", []]]);
    }
  });

  it("falls back field by field: with no Hindi description the English one is named", async () => {
    const edited = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, { hi: { title: "वायु आर्कटिक 85" } });
    expect(edited.statusCode).toBe(200);
    const { data } = await json<{ data: ProductType }>(`/api/product/${product._id}?lang=hi`);
    expect(data).toMatchObject({ title: "वायु आर्कटिक 85", description: product.description, untranslated: ["description"] });
  });

  it("keeps its Hindi rows beside the English when the English rows change", async () => {
    await t.asStaff("PATCH", `/api/admin/products/${product._id}`, {
      hi: { title: "वायु आर्कटिक 85", description: "बड़ा हॉल ठंडा।", specifications: [{ label: "टंकी", value: "85 लीटर" }] },
    });
    const edited = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, {
      specifications: [
        { label: "Tank capacity", value: "85 L" },
        { label: "Air throw", value: "60 ft" },
      ],
    });
    expect(edited.json<{ product: StaffProductType }>().product.hi.specifications).toEqual([
      { label: "टंकी", value: "85 लीटर" },
      { label: "", value: "" },
    ]);
    const { data } = await json<{ data: ProductType }>(`/api/product/${product._id}?lang=hi`);
    expect(data.description).toBe("बड़ा हॉल ठंडा।\n\nविशेषताएँ\nटंकी: 85 लीटर\nAir throw: 60 ft");
  });

  it("refuses a half-written Hindi specification row", async () => {
    const res = await t.asStaff("PATCH", `/api/admin/products/${product._id}`, { hi: { specifications: [{ label: "टंकी", value: "" }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Hindi specifications: give both the label and the value, or neither");
  });
});

describe("categories in Hindi", () => {
  it("name each category and subcategory in Hindi where staff did, and staff see the Hindi names", async () => {
    const { category, subcategory } = await createCategory(t.db, "Fans");
    await t.asStaff("PATCH", `/api/admin/subcategories/${subcategory.id}`, { hi: { name: "छत के पंखे" } });
    const { categories } = await json<CategoriesResponseType>("/api/category/categoryandsubcategpry?lang=hi");
    expect(categories.find((c) => c._id === category.id)).toMatchObject({
      name: "Fans",
      slug: "fans",
      untranslated: ["name"],
      subcategories: [{ _id: subcategory.id, name: "छत के पंखे", untranslated: [] }],
    });
    const english = await json<CategoriesResponseType>("/api/category/categoryandsubcategory");
    expect(english.categories.find((c) => c._id === category.id)).toEqual({
      _id: category.id,
      name: "Fans",
      image: category.image,
      subcategories: [{ _id: subcategory.id, name: "Fans Sub", image: subcategory.image }],
    });
    const staff = (await t.asStaff("GET", "/api/admin/categories")).json<StaffCategoriesResponseType>();
    const mine = staff.categories.find((c) => c._id === category.id)!;
    expect([mine.hi, mine.subcategories[0]!.hi]).toEqual([{}, { name: "छत के पंखे" }]);
  });

  it("refuse a one-letter Hindi name, as the English one", async () => {
    const { category } = await createCategory(t.db, "Heaters");
    const res = await t.asStaff("PATCH", `/api/admin/categories/${category.id}`, { hi: { name: "क" } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Hindi name must be at least 2 characters");
  });
});
