import { useMemo, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { toast } from "sonner";
import { productPatchBody, SALE_BELOW_PRICE, type AdminProduct, type ProductPatch } from "@vayu/shared/admin";
import { Button } from "../../components/ui/Button";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { errorMessage } from "../../lib/api";
import { useAdminProducts, useUpdateProduct } from "./api";
import { PanelState } from "./PanelState";

export function ProductsTab() {
  const products = useAdminProducts();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();

  return (
    <section aria-label="Products">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="relative w-full sm:w-80">
          <span className="sr-only">Search products</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title or category"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        {products.data && (
          <p className="text-sm text-slate-600">
            {products.data.length} products, {products.data.filter((p) => !p.active).length} hidden
          </p>
        )}
      </div>
      <PanelState query={products} empty="No products yet.">
        {(list) => <ProductList products={list} needle={needle} />}
      </PanelState>
    </section>
  );
}

function ProductList({ products, needle }: { products: AdminProduct[]; needle: string }) {
  const shown = useMemo(
    () =>
      products.filter(
        (p) =>
          !needle || `${p.title} ${p.category.name} ${p.subcategory.name}`.toLowerCase().includes(needle),
      ),
    [products, needle],
  );
  if (shown.length === 0)
    return (
      <p className="rounded-xl bg-white px-4 py-10 text-center text-slate-600 ring-1 ring-slate-200">
        No products match “{needle}”.
      </p>
    );
  return (
    <ul className="space-y-2">
      {shown.map((product) => (
        // Keyed by the saved values too, so a save (or another staff member's) resets the form.
        <ProductRow
          key={`${product._id}:${product.price}:${product.salePrice}:${product.stock}:${product.active}`}
          product={product}
        />
      ))}
    </ul>
  );
}

interface Draft {
  price: string;
  salePrice: string;
  stock: string;
  active: boolean;
}

const draftOf = (p: AdminProduct): Draft => ({
  price: String(p.price),
  salePrice: p.salePrice === undefined ? "" : String(p.salePrice),
  stock: String(p.stock),
  active: p.active,
});

/** Only what changed, checked like the API checks it; a blank sale price removes the sale. */
function patchFrom(product: AdminProduct, draft: Draft): { patch: ProductPatch } | { error: string } {
  const saved = draftOf(product);
  const raw: Record<string, unknown> = {};
  if (draft.price !== saved.price) raw.price = draft.price.trim() === "" ? Number.NaN : Number(draft.price);
  if (draft.salePrice !== saved.salePrice)
    raw.salePrice = draft.salePrice.trim() === "" ? null : Number(draft.salePrice);
  if (draft.stock !== saved.stock) raw.stock = draft.stock.trim() === "" ? Number.NaN : Number(draft.stock);
  if (draft.active !== saved.active) raw.active = draft.active;
  const parsed = productPatchBody.safeParse(raw);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Please check the values." };
  const price = parsed.data.price ?? product.price;
  const sale = parsed.data.salePrice === undefined ? product.salePrice : parsed.data.salePrice;
  if (sale != null && sale >= price) return { error: SALE_BELOW_PRICE };
  return { patch: parsed.data };
}

/** A small labelled text box for a number: typed freely, checked on save. */
function AmountInput({
  label,
  value,
  onChange,
  placeholder,
  inputMode = "decimal",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: "decimal" | "numeric";
}) {
  return (
    <label className="text-xs font-medium text-slate-600">
      {label}
      <input
        inputMode={inputMode}
        placeholder={placeholder}
        className={`${inputClasses} mt-1`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

const inputClasses =
  "w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-ink tabular-nums focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none";

function ProductRow({ product }: { product: AdminProduct }) {
  const update = useUpdateProduct();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [error, setError] = useState("");
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(product));

  function edit(change: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...change }));
    setError("");
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const result = patchFrom(product, draft);
    if ("error" in result) return setError(result.error);
    update.mutate(
      { productId: product._id, patch: result.patch },
      {
        onSuccess: () => toast.success(`Saved “${product.title}”.`),
        onError: (err) => setError(errorMessage(err, "Could not save. Please try again.")),
      },
    );
  }

  return (
    <li
      className={`rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4 ${product.active ? "" : "bg-slate-50"}`}
    >
      <form
        onSubmit={save}
        aria-label={product.title}
        className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-6"
      >
        <div className="flex min-w-0 items-center gap-3">
          <Thumbnail src={product.images[0]} className={`size-14 ${product.active ? "" : "opacity-50"}`} />
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium text-ink">{product.title}</p>
            <p className="text-xs text-slate-500">
              {product.category.name} · {product.subcategory.name}
              {!product.active && (
                <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-700">
                  Hidden
                </span>
              )}
              {product.active && product.stock === 0 && (
                <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 font-semibold text-red-700">
                  Out of stock
                </span>
              )}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 items-end gap-2 sm:grid-cols-[7rem_7rem_5.5rem_auto_auto] sm:gap-3">
          <AmountInput label="Price (₹)" value={draft.price} onChange={(price) => edit({ price })} />
          <AmountInput
            label="Sale (₹)"
            placeholder="None"
            value={draft.salePrice}
            onChange={(salePrice) => edit({ salePrice })}
          />
          <AmountInput
            label="Stock"
            inputMode="numeric"
            value={draft.stock}
            onChange={(stock) => edit({ stock })}
          />
          <label className="col-span-2 flex h-9 items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-1">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={draft.active}
              onChange={(e) => edit({ active: e.target.checked })}
            />
            Shown in store
          </label>
          <Button type="submit" size="sm" disabled={!dirty} loading={update.isPending}>
            Save
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700 lg:col-span-2">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}
