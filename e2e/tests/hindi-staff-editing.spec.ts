import { loginAs, staffLogin } from "../auth";
import { expect, test } from "../fixtures";
import { demoCategory } from "./catalog-helpers";

// Staff write a product in both languages side by side (docs/decisions/313-hindi-content-fields.md);
// each store shows its own, and the Hindi search ranks the exact Hindi title first
// (docs/decisions/314-hindi-search.md, amendment).
test.use({ hydrationWait: true });

test("staff edit a product's English and Hindi texts; /product shows the English, /hi/product the Hindi, /hi search finds it first", async ({
  page,
  request,
}) => {
  const staff = await staffLogin(request);
  const headers = { Authorization: `Bearer ${staff.token}` };
  const { category } = await demoCategory(request, "Fans");
  const wallFans = category.subcategories.find((sub) => sub.name === "Wall Fans")!;
  const stamp = Date.now();
  // The test's own product, hidden again at the end: other journeys' listings stay as they were.
  const created = await request.post("/api/admin/products", {
    headers,
    data: { title: `Vayu Draft ${stamp}`, price: 2190, stock: 8, hsn: "84145100", categoryId: category._id, subcategoryId: wallFans._id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string; title: string } };
  const english = { title: `Vayu Monsoon 400 mm Wall Fan ${stamp}`, description: "A quiet wall fan for kitchens and shops." };
  // Words every demo wall fan's Hindi title holds: only the exact-title rule puts this one first.
  const hindi = { title: "दीवार पंखा", description: "रसोई और दुकान के लिए कम आवाज़ वाला दीवार पंखा।" };

  try {
    await loginAs(page, staff);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Products" }).click();
    await page.getByRole("searchbox", { name: "Search products" }).fill(String(stamp));
    await page.getByRole("button", { name: `Edit ${product.title}` }).click();
    const form = page.getByRole("form", { name: `Edit ${product.title}` });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(english.title);
    await form.getByRole("textbox", { name: "Title in Hindi" }).fill(hindi.title);
    await form.getByRole("textbox", { name: "Description", exact: true }).fill(english.description);
    await form.getByRole("textbox", { name: "Description in Hindi" }).fill(hindi.description);
    await expect(form.getByRole("textbox", { name: "Title in Hindi" })).toHaveAttribute("lang", "hi");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Product saved.")).toBeVisible();

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
    await expect(page.getByText(english.description)).toBeVisible();
    await expect(page.getByText(hindi.description)).toHaveCount(0);

    await page.goto(`/hi/product/${product._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.title);
    await expect(page.getByText(hindi.description)).toBeVisible();
    await expect(page.getByText(english.description)).toHaveCount(0);

    const box = page.getByRole("combobox", { name: "प्रोडक्ट खोजें" });
    await box.fill(hindi.title);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hi\/search\?q=/);
    const cards = page.locator("article h3");
    await expect(cards.first()).toHaveText(hindi.title);
    // Other wall fans match the same words; this one leads.
    expect(await cards.count()).toBeGreaterThan(1);
  } finally {
    const hidden = await request.patch(`/api/admin/products/${product._id}`, { headers, data: { active: false } });
    expect(hidden.ok()).toBe(true);
  }
});
