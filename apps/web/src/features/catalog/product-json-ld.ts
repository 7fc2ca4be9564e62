import type { ProductType } from "@vayu/shared/catalog";
import { categoryPath } from "@vayu/shared/catalog-paths";
import { wordmark } from "@vayu/shared/site-settings";
import { descriptionBlocks } from "@vayu/shared/description";

/** schema.org Product data for search engines (docs/decisions/022-product-seo.md). */
export function productJsonLd(product: ProductType, origin: string, storeName: string) {
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product._id,
    description: plainSummary(product.description, 5000),
    image: product.images.map(absolute),
    category: `${product.category.name} > ${product.subcategory.name}`,
    brand: { "@type": "Brand", name: wordmark(storeName).first },
    offers: {
      "@type": "Offer",
      url: absolute(`/product/${product._id}`),
      priceCurrency: "INR",
      price: (product.salePrice ?? product.price).toFixed(2),
      // A scheduled sale's price holds until it ends (docs/decisions/275-scheduled-sale-prices.md).
      ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: storeName },
    },
    // Only with reviews: an aggregate rating of nobody is not a rating.
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The description as one line of plain text, cut at a word boundary to `max` characters. */
export function plainSummary(description: string, max: number): string {
  const text = descriptionBlocks(description)
    .flatMap((block) => {
      if (block.kind === "heading") return [];
      if (block.kind === "paragraph") return [block.text];
      if (block.kind === "bullets") return [`${block.items.join(", ")}.`];
      return [`${block.rows.map((row) => `${row.label} ${row.value}`).join(", ")}.`];
    })
    .join(" ");
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max - 1)).replace(/[,;:.]$/, "")}…`;
}

/** schema.org BreadcrumbList of the product page: Home > category > subcategory > product. */
export function productBreadcrumbsJsonLd(product: ProductType, origin: string) {
  const trail = [
    { name: "Home", path: "/" },
    { name: product.category.name, path: categoryPath(product.category) },
    { name: product.subcategory.name, path: categoryPath(product.category, product.subcategory._id) },
    { name: product.title, path: `/product/${product._id}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: new URL(path, origin).href,
    })),
  };
}
