import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "../../lib/toast";
import { formatRupees } from "@vayu/shared/money";
import type { StaffProductType } from "@vayu/shared/staff-catalog";
import { Button } from "../../components/ui/Button";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { errorMessage } from "../../lib/api";
import { staffCategories, staffProducts } from "./api/catalog";
import { FilterSearch } from "./FilterSearch";
import { PanelState } from "./PanelState";
import { ProductEditor } from "./ProductEditor";

type Editing = { kind: "new" } | { kind: "edit"; product: StaffProductType } | null;

/** Products: search, add, edit every field and photo, hide or delete. */
export function CatalogTab() {
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim());
  const products = staffProducts.useList(query ? new URLSearchParams({ q: query }).toString() : "");
  const categories = staffCategories.useList();
  const [editing, setEditing] = useState<Editing>(null);

  if (editing && categories.data) {
    return (
      <ProductEditor
        key={editing.kind === "edit" ? editing.product._id : "new"}
        product={editing.kind === "edit" ? editing.product : undefined}
        categories={categories.data}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <section aria-label="Products">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSearch
          label="Search products"
          placeholder="Search by title"
          value={search}
          onChange={setSearch}
          className="w-full sm:w-80"
        />
        <Button onClick={() => setEditing({ kind: "new" })} disabled={!categories.data}>
          <Plus className="size-4" aria-hidden /> New product
        </Button>
      </div>
      <PanelState query={products} empty={query ? `No products match “${query}”.` : "No products yet."}>
        {(list) => (
          <ul className="space-y-2">
            {list.map((product) => (
              <ProductRow
                key={product._id}
                product={product}
                onEdit={() => setEditing({ kind: "edit", product })}
              />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function ProductRow({ product, onEdit }: { product: StaffProductType; onEdit: () => void }) {
  const update = staffProducts.useUpdate();
  const remove = staffProducts.useRemove();
  const toggle = () =>
    update.mutate(
      { id: product._id, patch: { active: !product.active } },
      { onError: (error) => toast.error(errorMessage(error, "The product could not be changed.")) },
    );
  const destroy = () => {
    if (!window.confirm(`Delete ${product.title}? This cannot be undone.`)) return;
    remove.mutate(product._id, {
      onSuccess: () => toast.success("Product deleted."),
      onError: (error) => toast.error(errorMessage(error, "The product could not be deleted.")),
    });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <Thumbnail src={product.images[0]} />
      <div className="min-w-0 flex-1 basis-48">
        <Link
          to={`/product/${product._id}`}
          className="line-clamp-2 font-semibold text-ink hover:text-brand-700"
        >
          {product.title}
        </Link>
        <p className="text-sm text-slate-600">
          {product.category.name} · {product.subcategory.name} ·{" "}
          {formatRupees(product.salePrice ?? product.price)} · {product.stock} in stock
          {!product.active && (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
              Hidden
            </span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${product.title}`}>
          <Pencil className="size-4" aria-hidden /> Edit
        </Button>
        <Button variant="outline" size="sm" onClick={toggle} loading={update.isPending}>
          {product.active ? "Hide" : "Show"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={destroy}
          loading={remove.isPending}
          aria-label={`Delete ${product.title}`}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
