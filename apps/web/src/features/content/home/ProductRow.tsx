import type { ProductType } from "@vayu/shared/catalog";
import { CardRow } from "../../../components/product/CardRow";
import { SectionHeading } from "./SectionHeading";

/** A home page row of product cards under a section heading (docs/decisions/335-home-that-sells.md). */
export function ProductRow({
  className,
  id,
  eyebrow,
  title,
  subtitle,
  products,
}: {
  className: string;
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  products: readonly ProductType[];
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <CardRow products={products} />
    </section>
  );
}
