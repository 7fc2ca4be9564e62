import { useMemo, useState, type FormEvent } from "react";
import { CalendarClock, Pencil, Plus, Trash2 } from "lucide-react";
import { formatPaiseShort, rupeesToPaise } from "@vayu/shared/money";
import { messages } from "@vayu/shared/messages";
import { SaleCreateBody, type SaleCreateBodyType, type SaleType } from "@vayu/shared/promotions";
import type { StaffCategoryType, StaffProductType } from "@vayu/shared/staff-catalog";
import { Button } from "../../components/ui/Button";
import { fieldClasses, TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { staffCategories, staffProducts } from "./api/catalog";
import { staffSales } from "./api/sales";
import { useNow } from "../../components/product/SaleEndsIn";
import { PanelState } from "./PanelState";

/**
 * Scheduled sales (issue 30; docs/decisions/275-scheduled-sale-prices.md): a timeline of the
 * running, upcoming and past sales, and a form to schedule or edit one with product and
 * category pickers. A sale starts and ends by itself; nothing here runs at its boundaries.
 */

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const PAST_SHOWN = 10;
/** How many matching products the picker lists under its search box. */
const PICKER_MATCHES = 8;

type Phase = "running" | "upcoming" | "past";
const phaseOf = (sale: SaleType, now: number): Phase =>
  Date.parse(sale.endsAt) <= now ? "past" : Date.parse(sale.startsAt) <= now ? "running" : "upcoming";
const PHASES: { phase: Phase; title: string }[] = [
  { phase: "running", title: "Running now" },
  { phase: "upcoming", title: "Upcoming" },
  { phase: "past", title: "Past" },
];

const discountOf = (sale: SaleType) =>
  sale.percentOff !== null ? `${sale.percentOff}% off` : `Sale price ${formatPaiseShort(rupeesToPaise(sale.salePrice ?? 0))}`;

/** An ISO moment as a datetime-local value in the browser's own time, to the second. */
function localInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
const isoOf = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local);

export function SalesTab() {
  const sales = staffSales.useList();
  const products = staffProducts.useList();
  const categories = staffCategories.useList();
  const create = staffSales.useCreate();
  const [editing, setEditing] = useState<SaleType | "new" | null>(null);
  const names = useMemo(
    () => ({
      product: new Map((products.data ?? []).map((p) => [p._id, p.title])),
      category: new Map((categories.data ?? []).map((c) => [c._id, c.name])),
    }),
    [products.data, categories.data],
  );
  return (
    <section aria-label="Sales" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Prices change by themselves when a sale starts and ends; a lower standing sale price stays.</p>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden /> Schedule a sale
          </Button>
        )}
      </div>
      {editing !== null && (
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 className="mb-3 font-semibold text-ink">{editing === "new" ? "New sale" : `Edit ${editing.name}`}</h2>
          <SaleForm
            key={editing === "new" ? "new" : editing._id}
            start={editing === "new" ? undefined : editing}
            products={products.data ?? []}
            categories={categories.data ?? []}
            onDone={() => setEditing(null)}
            onCreate={(body) => create.mutateAsync(body)}
          />
        </div>
      )}
      <PanelState query={sales} empty="No sales scheduled yet.">
        {(list) => <SalesTimeline sales={list} names={names} onEdit={setEditing} />}
      </PanelState>
    </section>
  );
}

function SalesTimeline({
  sales,
  names,
  onEdit,
}: {
  sales: SaleType[];
  names: { product: Map<string, string>; category: Map<string, string> };
  onEdit: (sale: SaleType) => void;
}) {
  const now = useNow(60_000);
  const remove = staffSales.useRemove();
  const shown = PHASES.map(({ phase, title }) => {
    const inPhase = sales.filter((sale) => phaseOf(sale, now) === phase);
    // Running and upcoming soonest first; past the latest first.
    const ordered = phase === "past" ? inPhase.slice(0, PAST_SHOWN) : [...inPhase].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    return { phase, title, sales: ordered };
  });
  const visible = shown.flatMap((group) => group.sales);
  const from = Math.min(...visible.map((s) => Date.parse(s.startsAt)), now);
  const to = Math.max(...visible.map((s) => Date.parse(s.endsAt)), now);
  const at = (ms: number) => `${(((ms - from) / Math.max(to - from, 1)) * 100).toFixed(2)}%`;
  const deleteSale = (sale: SaleType) => {
    if (!window.confirm(`Delete ${sale.name}?`)) return;
    remove.mutateAsync(sale._id).then(
      () => toast.success(messages.sales.deleted),
      (error: unknown) => toast.error(errorMessage(error, `${sale.name} could not be deleted.`)),
    );
  };
  const covers = (sale: SaleType) =>
    [
      ...sale.categoryIds.map((id) => names.category.get(id) ?? "A deleted category"),
      ...(sale.productIds.length > 0 ? [sale.productIds.length === 1 ? (names.product.get(sale.productIds[0]!) ?? "1 product") : `${sale.productIds.length} products`] : []),
    ].join(" · ");
  return (
    <div className="space-y-5">
      {shown.map(({ phase, title, sales: group }) =>
        group.length === 0 ? null : (
          <section key={phase} aria-labelledby={`sales-${phase}`}>
            <h2 id={`sales-${phase}`} className="mb-2 font-semibold text-ink">
              {title} <span className="text-sm font-normal text-slate-500">· {group.length}</span>
            </h2>
            <ul className="space-y-2">
              {group.map((sale) => (
                <li key={sale._id} className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4" data-testid="sale-row">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">
                        {sale.name} <span className="ml-1 rounded bg-rose-50 px-1.5 py-0.5 text-xs font-semibold text-rose-700">{discountOf(sale)}</span>
                      </p>
                      <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                        <CalendarClock className="size-4 shrink-0" aria-hidden />
                        {when.format(new Date(sale.startsAt))} – {when.format(new Date(sale.endsAt))}
                      </p>
                      <p className="mt-0.5 text-sm break-words text-slate-500">{covers(sale)}</p>
                    </div>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => onEdit(sale)} aria-label={`Edit ${sale.name}`}>
                        <Pencil className="size-4" aria-hidden /> Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => deleteSale(sale)} aria-label={`Delete ${sale.name}`}>
                        <Trash2 className="size-4" aria-hidden /> Delete
                      </Button>
                    </div>
                  </div>
                  {/* The sale's window on one line shared by every sale shown, with today marked. */}
                  <div className="relative mt-3 h-2 rounded-full bg-slate-100" aria-hidden>
                    <div
                      className={`absolute inset-y-0 rounded-full ${phase === "running" ? "bg-rose-500" : phase === "upcoming" ? "bg-brand-500" : "bg-slate-400"}`}
                      style={{ left: at(Date.parse(sale.startsAt)), width: `max(0.5rem, calc(${at(Date.parse(sale.endsAt))} - ${at(Date.parse(sale.startsAt))}))` }}
                    />
                    <div className="absolute -inset-y-1 w-0.5 bg-ink" style={{ left: at(now) }} title="Now" />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}

interface Draft {
  name: string;
  startsAt: string;
  endsAt: string;
  kind: "percent" | "price";
  value: string;
  productIds: string[];
  categoryIds: string[];
}

function draftOf(sale?: SaleType): Draft {
  if (!sale) return { name: "", startsAt: "", endsAt: "", kind: "percent", value: "", productIds: [], categoryIds: [] };
  return {
    name: sale.name,
    startsAt: localInput(sale.startsAt),
    endsAt: localInput(sale.endsAt),
    kind: sale.percentOff !== null ? "percent" : "price",
    value: String(sale.percentOff ?? sale.salePrice ?? ""),
    productIds: sale.productIds,
    categoryIds: sale.categoryIds,
  };
}

function SaleForm({
  start,
  products,
  categories,
  onDone,
  onCreate,
}: {
  start?: SaleType | undefined;
  products: StaffProductType[];
  categories: StaffCategoryType[];
  onDone: () => void;
  onCreate: (body: SaleCreateBodyType) => Promise<unknown>;
}) {
  const update = staffSales.useUpdate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [search, setSearch] = useState("");
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (key: "productIds" | "categoryIds", id: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].includes(id) ? d[key].filter((x) => x !== id) : [...d[key], id] }));
  const matches = search.trim()
    ? products.filter((p) => p.title.toLowerCase().includes(search.trim().toLowerCase()) && !draft.productIds.includes(p._id)).slice(0, PICKER_MATCHES)
    : [];
  const title = (id: string) => products.find((p) => p._id === id)?.title ?? "A deleted product";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.value.trim() === "" ? Number.NaN : Number(draft.value);
    const parsed = SaleCreateBody.safeParse({
      name: draft.name,
      startsAt: isoOf(draft.startsAt),
      endsAt: isoOf(draft.endsAt),
      percentOff: draft.kind === "percent" ? value : null,
      salePrice: draft.kind === "price" ? value : null,
      productIds: draft.productIds,
      categoryIds: draft.categoryIds,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] === "salePrice" ? "percentOff" : issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (start) await update.mutateAsync({ id: start._id, patch: parsed.data });
      else await onCreate(parsed.data);
      toast.success(start ? messages.sales.updated : messages.sales.created);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "The sale could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Name" maxLength={80} value={draft.name} onChange={(e) => set("name", e.target.value)} error={errors.name} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Starts at" type="datetime-local" step={1} value={draft.startsAt} onChange={(e) => set("startsAt", e.target.value)} error={errors.startsAt} />
        <TextField label="Ends at" type="datetime-local" step={1} value={draft.endsAt} onChange={(e) => set("endsAt", e.target.value)} error={errors.endsAt} />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-end">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Discount</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-1.5">
            <input type="radio" name="kind" checked={draft.kind === "percent"} onChange={() => set("kind", "percent")} /> Percent off
          </label>
          <label className="flex items-center gap-1.5">
            <input type="radio" name="kind" checked={draft.kind === "price"} onChange={() => set("kind", "price")} /> Sale price (₹)
          </label>
        </div>
        <TextField
          label={draft.kind === "percent" ? "Percent off (1-90)" : "Sale price in rupees"}
          inputMode="decimal"
          value={draft.value}
          onChange={(e) => set("value", e.target.value)}
          error={errors.percentOff}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Whole categories</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {categories.map((category) => (
            <label key={category._id} className="flex items-center gap-1.5">
              <input type="checkbox" checked={draft.categoryIds.includes(category._id)} onChange={() => toggle("categoryIds", category._id)} />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Products</legend>
        {draft.productIds.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Chosen products">
            {draft.productIds.map((id) => (
              <li key={id} className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800">
                <span className="truncate">{title(id)}</span>
                <button type="button" className="rounded-full px-1.5 hover:bg-brand-100" onClick={() => toggle("productIds", id)} aria-label={`Remove ${title(id)}`}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          type="search"
          aria-label="Find a product"
          placeholder="Find a product by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={fieldClasses(false)}
        />
        {matches.length > 0 && (
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {matches.map((product) => (
              <li key={product._id}>
                <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50" onClick={() => toggle("productIds", product._id)}>
                  Add {product.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.productIds && <p className="text-sm text-red-600">{errors.productIds}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {start ? "Save sale" : "Schedule sale"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
