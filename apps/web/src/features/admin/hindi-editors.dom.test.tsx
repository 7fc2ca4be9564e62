import { screen, waitFor, within } from "@testing-library/react";
import type { StaffBannerType, StaffBlogType } from "@vayu/shared/staff-content";
import type { StaffCategoryType, StaffProductType } from "@vayu/shared/staff-catalog";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, openComponent, product, signIn, type ApiCall } from "../../test/storefront";
import { HomeContentTab } from "./HomeContentTab";
import { ProductEditor } from "./ProductEditor";

// Staff write the Hindi beside the English (docs/decisions/313-hindi-content-fields.md); the console stays English.

const coolers: StaffCategoryType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000c1",
  name: "Air Coolers",
  image: "/uploads/c.webp",
  sortOrder: 0,
  productCount: 1,
  hi: { name: "कूलर" },
  subcategories: [
    {
      _id: "4b0a3c1e-0000-4000-8000-0000000000d1",
      categoryId: "4b0a3c1e-0000-4000-8000-0000000000c1",
      name: "Desert Coolers",
      image: "/uploads/d.webp",
      sortOrder: 0,
      productCount: 1,
      hi: {},
    },
  ],
};

const arctic: StaffProductType = {
  ...product(1, { title: "Vayu Arctic 85 Desert Air Cooler", hsn: "84796000" }),
  category: { _id: coolers._id, name: coolers.name },
  subcategory: { _id: coolers.subcategories[0]!._id, name: "Desert Coolers" },
  warranty: null,
  warrantyMonths: 12,
  needsInstallation: false,
  summary: "Keeps a large hall cool.",
  specifications: [
    { label: "Tank capacity", value: "85 L" },
    { label: "Inverter compatible", value: "Yes" },
  ],
  active: true,
  hi: {
    title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
    description: "बड़ा हॉल ठंडा रखता है।",
    specifications: [
      { label: "टंकी की क्षमता", value: "85 लीटर" },
      { label: "", value: "" },
    ],
  },
};

describe("the product editor in two languages", () => {
  it("shows each Hindi field beside its English one, marked lang=hi, and saves both", async () => {
    signIn();
    const { writes } = fakeApi({
      [`PATCH /api/admin/products/${arctic._id}`]: [200, { product: arctic }],
    });
    const onDone = vi.fn();
    const { user } = openComponent(() => (
      <ProductEditor product={arctic} categories={[coolers]} onDone={onDone} />
    ));

    const hindiTitle = screen.getByLabelText("Title in Hindi");
    expect(hindiTitle).toHaveValue("वायु आर्कटिक 85 डेज़र्ट कूलर");
    expect(hindiTitle).toHaveAttribute("lang", "hi");
    expect(screen.getByLabelText("Title")).toHaveValue("Vayu Arctic 85 Desert Air Cooler");
    expect(screen.getByLabelText("Description in Hindi")).toHaveValue("बड़ा हॉल ठंडा रखता है।");
    expect(screen.getByLabelText("Specification 1 name in Hindi")).toHaveValue("टंकी की क्षमता");
    expect(screen.getByLabelText("Specification 2 name in Hindi")).toHaveValue("");

    await user.type(screen.getByLabelText("Specification 2 name in Hindi"), "इन्वर्टर पर चलता है");
    await user.type(screen.getByLabelText("Specification 2 value in Hindi"), "हाँ");
    await user.click(screen.getByRole("button", { name: "Add a specification" }));
    expect(screen.getByLabelText("Specification 3 name in Hindi")).toHaveValue("");
    await user.type(screen.getByLabelText("Specification 3 name"), "Air throw");
    await user.type(screen.getByLabelText("Specification 3 value"), "60 ft");
    await user.click(screen.getByRole("button", { name: "Remove specification 1" }));
    // The simulated DOM sets a select's starting value before its options exist: chosen again here.
    await user.selectOptions(screen.getByLabelText("Category"), coolers._id);
    await user.selectOptions(screen.getByLabelText("Subcategory"), coolers.subcategories[0]!._id);
    await user.click(screen.getByRole("button", { name: "Save product" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [patch] = writes();
    expect(patch!.body).toMatchObject({
      specifications: [
        { label: "Inverter compatible", value: "Yes" },
        { label: "Air throw", value: "60 ft" },
      ],
      hi: {
        title: "वायु आर्कटिक 85 डेज़र्ट कूलर",
        description: "बड़ा हॉल ठंडा रखता है।",
        specifications: [
          { label: "इन्वर्टर पर चलता है", value: "हाँ" },
          { label: "", value: "" },
        ],
      },
    });
  });

  it("refuses a Hindi specification row with a name and no value, naming it beside the row", async () => {
    signIn();
    const { writes } = fakeApi();
    const { user } = openComponent(() => (
      <ProductEditor product={arctic} categories={[coolers]} onDone={() => undefined} />
    ));
    await user.type(screen.getByLabelText("Specification 2 name in Hindi"), "इन्वर्टर");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(
      await screen.findByText("Hindi specifications: give both the label and the value, or neither"),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});

const guide: StaffBlogType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000b1",
  title: "Choosing an air cooler",
  description: "Tank, air throw and pads decide how cool a room stays.",
  image: "/uploads/blogs/guide.webp",
  body: "Measure the room first.",
  published: true,
  createdAt: "2026-11-01T00:00:00Z",
  hi: { title: "सही कूलर कैसे चुनें" },
};

describe("the blog editor in two languages", () => {
  it("opens a post with its Hindi beside the English, and an empty Hindi field is sent empty (the English shows)", async () => {
    signIn();
    const { writes } = fakeApi({
      "GET /api/admin/banners": [200, { banners: [] }],
      "GET /api/admin/blogs": [200, { blogs: [guide] }],
      "GET /api/admin/testimonials": [200, { testimonials: [] }],
      [`PATCH /api/admin/blogs/${guide._id}`]: ({ body }: ApiCall) => [
        200,
        { blog: { ...guide, ...(body as object) } },
      ],
    });
    const { user } = openComponent(HomeContentTab);
    await user.click(await screen.findByRole("button", { name: "Edit “Choosing an air cooler”" }));
    const form = screen.getByRole("form", { name: "Blog post" });
    expect(within(form).getByLabelText("Title in Hindi")).toHaveValue("सही कूलर कैसे चुनें");
    expect(within(form).getByLabelText("Body in Hindi (the same marks)")).toHaveAttribute("lang", "hi");
    expect(
      within(form).getByText("Hindi fields left empty show the English text on the Hindi store."),
    ).toBeInTheDocument();

    await user.type(
      within(form).getByLabelText("Short description in Hindi"),
      "टंकी, हवा की फेंक और पैड से तय होता है कि कमरा कितना ठंडा रहेगा।",
    );
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({
      title: "Choosing an air cooler",
      hi: { title: "सही कूलर कैसे चुनें", description: "टंकी, हवा की फेंक और पैड से तय होता है कि कमरा कितना ठंडा रहेगा।" },
    });
    expect((writes()[0]!.body as { hi: object }).hi).not.toHaveProperty("body");
  });
});

// A banner's Hindi picture (docs/decisions/337-hindi-banner-pictures.md), uploaded beside the English one.
const sale: StaffBannerType = {
  _id: "4b0a3c1e-0000-4000-8000-0000000000b1",
  image: "/uploads/banners/coolers.webp",
  headline: "Air coolers up to 23% off",
  showHeadline: false,
  link: "/air-coolers",
  active: true,
  sortOrder: 0,
  hi: { headline: "एयर कूलर पर 23% तक की छूट" },
};

describe("the banner editor's Hindi picture", () => {
  function openBanners(banner: StaffBannerType) {
    signIn();
    const api = fakeApi({
      "GET /api/admin/banners": [200, { banners: [banner] }],
      "GET /api/admin/blogs": [200, { blogs: [] }],
      "GET /api/admin/testimonials": [200, { testimonials: [] }],
      "POST /api/admin/uploads": [201, { url: "/uploads/staff/7a1c3e5f-2222-4333-8444-a55566667777.webp" }],
      [`PATCH /api/admin/banners/${banner._id}`]: ({ body }: ApiCall) => [200, { banner: { ...banner, ...(body as object) } }],
    });
    return { ...api, ...openComponent(HomeContentTab) };
  }
  const saved = (writes: () => ApiCall[]) => (writes().find((call) => call.path.startsWith("/api/admin/banners/"))!.body as { hi: object }).hi;

  it("is uploaded beside the English picture and sent with the Hindi headline", async () => {
    const { user, writes } = openBanners(sale);
    await user.click(await screen.findByRole("button", { name: "Edit “Air coolers up to 23% off”" }));
    const form = screen.getByRole("form", { name: "Banner" });
    expect(within(form).queryByRole("button", { name: /Remove Hindi picture/ })).not.toBeInTheDocument();
    await user.upload(within(form).getByLabelText("Upload Hindi picture"), new File(["x"], "hindi.webp", { type: "image/webp" }));
    expect(await within(form).findByText("Replace Hindi picture")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes().some((call) => call.method === "PATCH")).toBe(true));
    expect(saved(writes)).toEqual({ headline: "एयर कूलर पर 23% तक की छूट", image: "/uploads/staff/7a1c3e5f-2222-4333-8444-a55566667777.webp" });
  });

  it("is removed, the Hindi headline kept", async () => {
    const { user, writes } = openBanners({ ...sale, hi: { ...sale.hi, image: "/uploads/banners/coolers-hi.webp" } });
    expect(await screen.findByText(/Hindi picture$/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit “Air coolers up to 23% off”" }));
    const form = screen.getByRole("form", { name: "Banner" });
    expect(within(form).getByRole("img", { name: /in Hindi.*current picture/ })).toHaveAttribute("src", expect.stringContaining("coolers-hi"));
    await user.click(within(form).getByRole("button", { name: "Remove Hindi picture" }));
    expect(within(form).getByText("Upload Hindi picture")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes().some((call) => call.method === "PATCH")).toBe(true));
    expect(saved(writes)).toEqual({ headline: "एयर कूलर पर 23% तक की छूट" });
  });
});
