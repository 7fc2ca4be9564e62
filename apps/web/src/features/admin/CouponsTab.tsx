import { useState, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Download, Pencil, Plus, Power, Ticket } from "lucide-react";
import { messages, promotionPhrases } from "@vayu/shared/messages";
import { formatRupees } from "@vayu/shared/money";
import { CouponCodesBody, CouponCreateBody, type CouponType } from "@vayu/shared/promotions";
import type { StaffCategoryType, StaffProductType } from "@vayu/shared/staff-catalog";
import { Button } from "../../components/ui/Button";
import { CheckboxField } from "../../components/ui/FormFields";
import { TextField, fieldClasses } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useSchemaForm } from "../../lib/use-schema-form";
import { staffCategories, staffProducts } from "./api/catalog";
import { downloadCodesCsv, staffCoupons, useGenerateCodes } from "./api/coupons";
import { PanelState } from "./PanelState";
import { couponCreateForm, couponFormValues, couponPatchForm, type CouponFormValues } from "./staff-forms";

const ist = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "10% off, up to ₹500" or "₹200 off". */
export function couponTerms(coupon: Pick<CouponType, "kind" | "value" | "maxDiscount">): string {
  if (coupon.kind === "flat") return `${formatRupees(coupon.value)} off`;
  return coupon.maxDiscount === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, up to ${formatRupees(coupon.maxDiscount)}`;
}

/** The coupon's limits in a few words each; none: "No limits". */
export function couponLimits(
  coupon: CouponType,
  names: { products: Map<string, string>; categories: Map<string, string> },
): string[] {
  const limits: string[] = [];
  if (coupon.minCartValue !== null) limits.push(`Cart from ${formatRupees(coupon.minCartValue)}`);
  if (coupon.totalUses !== null) limits.push(`${coupon.totalUses} uses in all`);
  if (coupon.usesPerShopper !== null) limits.push(`${coupon.usesPerShopper} per shopper`);
  if (coupon.firstOrderOnly) limits.push("First order only");
  if (coupon.startsAt) limits.push(`From ${ist.format(new Date(coupon.startsAt))}`);
  if (coupon.endsAt) limits.push(`Until ${ist.format(new Date(coupon.endsAt))}`);
  const scope = [
    ...coupon.categoryIds.map((id) => names.categories.get(id) ?? "a removed category"),
    ...coupon.productIds.map((id) => names.products.get(id) ?? "a removed product"),
  ];
  limits.push(scope.length ? `Only ${scope.join(", ")}` : "Whole cart");
  return limits;
}

/**
 * The Coupons tab (docs/product/promotions.md; issue 30): every coupon with its terms, limits,
 * uses and revenue; create, edit, deactivate; a batch of single-use codes and their CSV.
 */
export function CouponsTab() {
  const coupons = staffCoupons.useList();
  const products = staffProducts.useList();
  const categories = staffCategories.useList();
  const [editing, setEditing] = useState<CouponType | "new" | null>(null);
  const names = {
    products: new Map((products.data ?? []).map((p) => [p._id, p.title])),
    categories: new Map((categories.data ?? []).map((c) => [c._id, c.name])),
  };
  const pickers = { products: products.data ?? [], categories: categories.data ?? [] };

  return (
    <section aria-label="Coupons" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Codes shoppers type in the cart. Codes are case-insensitive; dates are India time.
        </p>
        {editing === null && (
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden /> New coupon
          </Button>
        )}
      </div>
      {editing !== null && (
        <CouponEditor
          key={editing === "new" ? "new" : editing._id}
          coupon={editing === "new" ? undefined : editing}
          pickers={pickers}
          onDone={() => setEditing(null)}
        />
      )}
      <PanelState query={coupons} empty="No coupons yet.">
        {(list) => (
          <ul className="space-y-3">
            {list.map((coupon) => (
              <CouponRow
                key={coupon._id}
                coupon={coupon}
                limits={couponLimits(coupon, names)}
                onEdit={() => setEditing(coupon)}
              />
            ))}
          </ul>
        )}
      </PanelState>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 uppercase">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function CouponRow({ coupon, limits, onEdit }: { coupon: CouponType; limits: string[]; onEdit: () => void }) {
  const update = staffCoupons.useUpdate();
  const generate = useGenerateCodes();
  const [count, setCount] = useState("100");
  const toggle = () =>
    update.mutate(
      { id: coupon._id, patch: { active: !coupon.active } },
      {
        onSuccess: () =>
          toast.success(
            coupon.active ? messages.promotions.couponDeactivated : messages.promotions.couponActivated,
          ),
        onError: (error) => toast.error(errorMessage(error, messages.promotions.couponSaveFailed)),
      },
    );
  const makeCodes = () => {
    // Checked by the API's own schema: the same words as its refusal.
    const checked = CouponCodesBody.safeParse({ count: count.trim() === "" ? Number.NaN : Number(count) });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? messages.promotions.codesFailed);
      return;
    }
    generate.mutate(
      { id: coupon._id, count: checked.data.count },
      {
        onSuccess: ({ message }) => toast.success(message ?? messages.promotions.codesGenerated),
        onError: (error) => toast.error(errorMessage(error, messages.promotions.codesFailed)),
      },
    );
  };
  const download = () =>
    void downloadCodesCsv(coupon._id).catch((error: unknown) =>
      toast.error(errorMessage(error, promotionPhrases.csvFailed)),
    );

  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid="coupon-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-mono text-lg font-bold break-all text-ink">
            <Ticket className="size-5 shrink-0 text-brand-600" aria-hidden />
            {coupon.code}
            <span
              className={`rounded-full px-2 py-0.5 font-sans text-xs font-semibold ${
                coupon.active
                  ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200"
                  : "bg-slate-100 text-slate-600"
              }`}
            >
              {coupon.active ? "Active" : "Inactive"}
            </span>
          </h2>
          <p className="mt-0.5 text-sm font-medium text-ink">{couponTerms(coupon)}</p>
          <p className="mt-1 text-sm text-slate-600">{limits.join(" · ")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${coupon.code}`}>
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={toggle}
            loading={update.isPending}
            aria-label={`${coupon.active ? "Deactivate" : "Activate"} ${coupon.code}`}
          >
            <Power className="size-4" aria-hidden /> {coupon.active ? "Deactivate" : "Activate"}
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4">
        <Figure label="Uses">
          {coupon.totalUses === null ? coupon.uses : `${coupon.uses} of ${coupon.totalUses}`}
        </Figure>
        <Figure label="Revenue">{formatRupees(coupon.revenue)}</Figure>
        <Figure label="Single-use codes">{coupon.singleUseCodes}</Figure>
        <Figure label="Codes used">{coupon.singleUseCodesUsed}</Figure>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-slate-700">
          Codes to generate
          <input
            type="number"
            min={1}
            max={5000}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            className={`${fieldClasses(false)} mt-1 w-28 py-2`}
          />
        </label>
        <Button variant="outline" size="sm" onClick={makeCodes} loading={generate.isPending}>
          Generate codes
        </Button>
        {coupon.singleUseCodes > 0 && (
          <Button variant="ghost" size="sm" onClick={download}>
            <Download className="size-4" aria-hidden /> Download codes CSV
          </Button>
        )}
      </div>
    </li>
  );
}

function CouponEditor({
  coupon,
  pickers,
  onDone,
}: {
  coupon: CouponType | undefined;
  pickers: { products: StaffProductType[]; categories: StaffCategoryType[] };
  onDone: () => void;
}) {
  const create = staffCoupons.useCreate();
  const update = staffCoupons.useUpdate();
  const schema = coupon ? couponPatchForm : couponCreateForm;
  const { register, control, handleSubmit, watch, formState } = useSchemaForm<
    CouponFormValues,
    ReturnType<typeof schema.parse>
  >(schema, couponFormValues(coupon));
  const errors = formState.errors;
  const kind = watch("kind");
  const saving = create.isPending || update.isPending;
  const title = coupon ? `Edit ${coupon.code}` : "New coupon";

  const submit = handleSubmit(
    (body) => {
      const done = {
        onSuccess: () => {
          toast.success(coupon ? messages.promotions.couponSaved : messages.promotions.couponCreated);
          onDone();
        },
        onError: (error: unknown) => toast.error(errorMessage(error, messages.promotions.couponSaveFailed)),
      };
      if (coupon) update.mutate({ id: coupon._id, patch: body }, done);
      // A new coupon's form checked the create schema: every field is there.
      else create.mutate(CouponCreateBody.parse(body), done);
    },
    () => toast.error("Please correct the marked fields."),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="coupon-editor-heading"
      className="min-w-0 space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="coupon-editor-heading" className="font-semibold text-ink">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          maxLength={24}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...register("code")}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Kind</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2 py-2">
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value="percent" className="size-4 accent-brand-600" {...register("kind")} />{" "}
              Percentage off
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="radio" value="flat" className="size-4 accent-brand-600" {...register("kind")} />{" "}
              Flat amount off (₹)
            </label>
          </div>
          {errors.kind?.message && <p className="text-sm text-red-600">{errors.kind.message}</p>}
        </fieldset>
        <TextField
          label={kind === "flat" ? "Amount off (₹)" : "Percent off (1-100)"}
          inputMode="decimal"
          error={errors.value?.message}
          {...register("value")}
        />
        <TextField
          label="Maximum discount (₹, empty for no cap)"
          inputMode="decimal"
          disabled={kind === "flat"}
          error={errors.maxDiscount?.message}
          {...register("maxDiscount")}
        />
        <TextField
          label="Minimum cart value (₹, empty for any)"
          inputMode="decimal"
          error={errors.minCartValue?.message}
          {...register("minCartValue")}
        />
        <div className="hidden sm:block" />
        <TextField
          label="Valid from (IST, empty for now)"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...register("startsAt")}
        />
        <TextField
          label="Valid until (IST, empty for no end)"
          type="datetime-local"
          error={errors.endsAt?.message}
          {...register("endsAt")}
        />
        <TextField
          label="Total uses (empty for no limit)"
          inputMode="numeric"
          error={errors.totalUses?.message}
          {...register("totalUses")}
        />
        <TextField
          label="Uses per shopper (empty for no limit)"
          inputMode="numeric"
          error={errors.usesPerShopper?.message}
          {...register("usesPerShopper")}
        />
        <CheckboxField label="First order only" {...register("firstOrderOnly")} />
        <CheckboxField label="Active" {...register("active")} />
      </div>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-700">
          Applies to (nothing chosen: the whole cart)
        </legend>
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <Picker
                label="Categories"
                options={pickers.categories.map((c) => ({ id: c._id, name: c.name }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="productIds"
            render={({ field }) => (
              <Picker
                label="Products"
                searchable
                options={pickers.products.map((p) => ({ id: p._id, name: p.title }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
        {(errors.productIds?.message ?? errors.categoryIds?.message) && (
          <p className="mt-1 text-sm text-red-600">
            {errors.productIds?.message ?? errors.categoryIds?.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {coupon ? "Save coupon" : "Create coupon"}
        </Button>
      </div>
    </form>
  );
}

/** A list of checkboxes to choose ids from, with a filter for a long list (the products). */
function Picker({
  label,
  options,
  value,
  onChange,
  searchable = false,
}: {
  label: string;
  options: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  searchable?: boolean;
}) {
  const [filter, setFilter] = useState("");
  const shown = options.filter((o) => !filter || o.name.toLowerCase().includes(filter.toLowerCase()));
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <div className="min-w-0 rounded-lg p-3 ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-ink">
        {label} <span className="font-normal text-slate-500">({value.length} chosen)</span>
      </p>
      {searchable && (
        <input
          type="search"
          aria-label={`Filter ${label.toLowerCase()}`}
          placeholder={`Filter ${label.toLowerCase()}`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className={`${fieldClasses(false)} mt-2 py-2`}
        />
      )}
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        {shown.map((option) => (
          <li key={option.id}>
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={value.includes(option.id)}
                onChange={() => toggle(option.id)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 break-words">{option.name}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="text-sm text-slate-500">None</li>}
      </ul>
    </div>
  );
}
