import { useLingui } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { toast } from "../../lib/toast";
import { toggleCompared, useComparedItems } from "./compare-list";
import { toggleClasses } from "./compare-key";

/**
 * The live "Compare" checkbox (docs/decisions/330-compare-products.md): ticks the product into
 * the list kept on the device; a product of another category than the list's, or a fifth one,
 * is refused with the reason.
 */
export default function CompareCheckbox({
  product,
  variant,
}: {
  product: ProductType;
  variant: "card" | "page";
}) {
  const { t } = useLingui();
  const chosen = useComparedItems().some((item) => item.id === product._id);
  const onChange = () => {
    const refusal = toggleCompared({
      id: product._id,
      title: product.title,
      categoryId: product.category._id,
      categoryName: product.category.name,
    });
    if (refusal?.kind === "category") {
      const listed = refusal.categoryName;
      toast.warning(
        t`Only products of one category can be compared: your list has ${listed}. Clear it to compare this one.`,
      );
    } else if (refusal) {
      toast.warning(t`You can compare up to 4 products at a time.`);
    }
  };
  return (
    <label className={toggleClasses[variant]}>
      <input
        type="checkbox"
        checked={chosen}
        onChange={onChange}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      {t`Compare`}
    </label>
  );
}
