import type { Db } from "../db/client";
import { mapWithConcurrency } from "../images/concurrency";
import type { FileStore } from "../files/file-store";
import { writeWebpVariants } from "../images/webp";
import type { Appliance, Look } from "./drawings/appliance";
import { closeUpView, frontView, groupView, roomView, specCardView } from "./drawings/views";
import { demoCategories, type KindKey } from "./catalog-kinds";
import { demoProducts, INSTALLED_KINDS, warrantyMonthsOf, warrantyText, type DemoProduct } from "./catalog-products";
import { categories, products, subcategories } from "../domains/catalog/tables";
import { HINDI_SPECIFICATIONS_HEADING } from "@vayu/shared/localised-content";
import { rupeesToPaise } from "@vayu/shared/money";
import { composeDescription } from "@vayu/shared/staff-catalog";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Collects the images the seed needs and renders each distinct drawing once: products
 * that share a look share the files. URLs are known before anything is rendered.
 */
class ImagePlan {
  private readonly byMarkup = new Map<string, string>();

  add(svg: string, name: string): string {
    const known = this.byMarkup.get(svg);
    if (known) return `/uploads/${known}.webp`;
    this.byMarkup.set(svg, name);
    return `/uploads/${name}.webp`;
  }

  /** sharp already uses every core for one image; two at a time keeps both busy. */
  async render(files: FileStore, concurrency = 2) {
    await mapWithConcurrency([...this.byMarkup], concurrency, ([svg, name]) =>
      writeWebpVariants(svg, files, name),
    );
  }
}

function productImages(
  plan: ImagePlan,
  appliance: Appliance,
  kindLabel: string,
  product: DemoProduct,
): string[] {
  const base = `catalog/products/${slug(product.title)}`;
  const cardSpecs = [
    ...product.specs.flatMap(([label, value, icon]) => (icon ? [{ icon, value, label }] : [])),
    { icon: "warranty" as const, value: product.warranty.period, label: "Warranty" },
  ];
  return [
    plan.add(frontView(appliance, product.look), `${base}-front`),
    plan.add(roomView(appliance, product.look), `${base}-room`),
    plan.add(closeUpView(appliance, product.look), `${base}-detail`),
    plan.add(
      specCardView(appliance, product.look, { name: product.name, kind: kindLabel }, cardSpecs),
      `${base}-specs`,
    ),
  ];
}

/** The description a demo product is stored with: its summary, then its specifications a line each. */
export function description(product: DemoProduct): string {
  return composeDescription(product.summary, product.specs.map(([label, value]) => ({ label, value })));
}

/** The Hindi texts a demo product is stored with: its title, and its description as the English one is made. */
export function productHi({ hi }: DemoProduct) {
  return {
    title: hi.title,
    description: composeDescription(hi.summary, hi.specs.map(([label, value]) => ({ label, value })), HINDI_SPECIFICATIONS_HEADING),
  };
}

/** Newest first would put one category on top; spreading launch dates mixes them. */
function launchDates(count: number, now: number): Date[] {
  const hour = 60 * 60 * 1000;
  return Array.from({ length: count }, (_, i) => new Date(now - (((i * 11) % count) + 1) * 53 * hour));
}

/**
 * The demo catalog: four categories, their subcategories and 49 products with drawn images,
 * the products marked `demo` so `npm run demo:clear` finds them. With `withProducts` false,
 * only the categories' scaffolding (SEED_DEMO=categories).
 */
export async function seedCatalog(db: Db, files: FileStore, { withProducts = true } = {}): Promise<void> {
  const plan = new ImagePlan();
  const firstLook = (kind: KindKey) => demoProducts.find((p) => p.kind === kind)!.look;
  // A subcategory tile wears the category's colour, so it differs from every product photo.
  const subcategoryLook = (kind: KindKey, tint: string, index: number): Look => ({
    body: firstLook(kind).body,
    accent: tint,
    variant: index,
  });

  const tree = demoCategories.map((category) => ({
    name: category.name,
    nameHi: category.nameHi,
    hsn: category.hsn,
    image: plan.add(
      groupView(
        category.subcategories
          .slice(0, category.tileShows)
          .map((sub) => ({ appliance: sub.appliance, look: firstLook(sub.key) })),
        category.tint,
      ),
      `catalog/categories/${slug(category.name)}`,
    ),
    subcategories: category.subcategories.map((sub, index) => ({
      key: sub.key,
      name: sub.name,
      nameHi: sub.nameHi,
      image: plan.add(
        frontView(sub.appliance, subcategoryLook(sub.key, category.tint, index)),
        `catalog/subcategories/${slug(sub.name)}`,
      ),
      products: demoProducts
        .filter((p) => withProducts && p.kind === sub.key)
        .map((p) => ({ product: p, images: productImages(plan, sub.appliance, sub.label, p) })),
    })),
  }));

  await plan.render(files);

  const dates = launchDates(demoProducts.length, Date.now());
  let productIndex = 0;
  await db.transaction(async (tx) => {
    for (const [categoryOrder, category] of tree.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({ name: category.name, hi: { name: category.nameHi }, image: category.image, sortOrder: categoryOrder })
        .returning({ id: categories.id });
      const subRows = await tx
        .insert(subcategories)
        .values(
          category.subcategories.map((sub, order) => ({
            categoryId: categoryRow!.id,
            name: sub.name,
            hi: { name: sub.nameHi },
            image: sub.image,
            sortOrder: order,
          })),
        )
        .returning({ id: subcategories.id });
      const rows = category.subcategories.flatMap((sub, i) =>
        sub.products.map(({ product, images }) => ({
          categoryId: categoryRow!.id,
          subcategoryId: subRows[i]!.id,
          title: product.title,
          description: description(product),
          hi: productHi(product),
          pricePaise: rupeesToPaise(product.price),
          salePricePaise: product.salePrice === undefined ? null : rupeesToPaise(product.salePrice),
          images,
          stock: product.stock,
          hsn: category.hsn,
          warranty: warrantyText(product.warranty),
          warrantyMonths: warrantyMonthsOf(product.warranty),
          needsInstallation: INSTALLED_KINDS.has(product.kind),
          createdAt: dates[productIndex++]!,
          demo: true,
        })),
      );
      if (rows.length > 0) await tx.insert(products).values(rows);
    }
  });
}
