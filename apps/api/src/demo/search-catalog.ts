import { rupeesToPaise } from "@vayu/shared/money";
import type { Db } from "../db/client";
import { description, productHi } from "./catalog";
import { demoCategories } from "./catalog-kinds";
import { demoProducts, type DemoProduct } from "./catalog-products";
import { categories, products, subcategories } from "../domains/catalog/tables";

/** Product lines for the copies after the first, so the bench catalog is not one title 200 times. */
const LINES = ["Vayu", "Pawan", "Sheetal", "Tarang", "Megh", "Lehar", "Hawa", "Jhonka", "Barkha", "Sagar"];

/** The nth copy of a demo product: another product line and series number, a slightly different price. */
function copyOf(product: DemoProduct, n: number): DemoProduct {
  if (n === 0) return product;
  const line = LINES[n % LINES.length]!;
  const series = `${line} ${Math.floor(n / LINES.length) + 1}`;
  const rename = (text: string) => text.replace(/^Vayu/, series);
  const step = 1 + ((n * 7) % 13) / 100;
  const price = Math.round(product.price * step);
  const salePrice =
    product.salePrice === undefined ? undefined : Math.min(price - 1, Math.round(product.salePrice * step));
  return {
    ...product,
    name: rename(product.name),
    title: rename(product.title),
    summary: rename(product.summary),
    hi: { ...product.hi, title: rename(product.hi.title), summary: rename(product.hi.summary) },
    price,
    salePrice,
    stock: (product.stock + n) % 60,
  };
}

/**
 * The demo catalog's categories and products without drawing images (tests and the search
 * bench need the text, not the pictures): `copies` copies of each product, the first as seeded.
 */
export async function insertDemoCatalog(db: Db, copies = 1): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [order, category] of demoCategories.entries()) {
      const [categoryRow] = await tx
        .insert(categories)
        .values({ name: category.name, hi: { name: category.nameHi }, image: "/uploads/category.webp", sortOrder: order })
        .returning({ id: categories.id });
      for (const [subOrder, sub] of category.subcategories.entries()) {
        const [subRow] = await tx
          .insert(subcategories)
          .values({
            categoryId: categoryRow!.id,
            name: sub.name,
            hi: { name: sub.nameHi },
            image: "/uploads/subcategory.webp",
            sortOrder: subOrder,
          })
          .returning({ id: subcategories.id });
        const rows = demoProducts
          .filter((p) => p.kind === sub.key)
          .flatMap((p) => Array.from({ length: copies }, (_, n) => copyOf(p, n)))
          .map((p) => ({
            categoryId: categoryRow!.id,
            subcategoryId: subRow!.id,
            title: p.title,
            description: description(p),
            hi: productHi(p),
            pricePaise: rupeesToPaise(p.price),
            salePricePaise: p.salePrice === undefined ? null : rupeesToPaise(p.salePrice),
            images: ["/uploads/product.webp"],
            stock: p.stock,
            hsn: category.hsn,
          }));
        // Large catalogs go in slices: one statement has at most 65,535 parameters.
        for (let i = 0; i < rows.length; i += 1000) await tx.insert(products).values(rows.slice(i, i + 1000));
      }
    }
  });
}
