import { useState, type FormEvent } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import {
  EMI_TENURES,
  EmiPlanBody,
  EmiPlanResponse,
  EmiPlansResponse,
  type EmiPlanBodyType,
  type EmiPlanPatchBodyType,
  type EmiPlanType,
} from "@vayu/shared/emi-plans";
import { formatRupees } from "@vayu/shared/money";
import { Button } from "../../components/ui/Button";
import { fieldClasses, TextField } from "../../components/ui/TextField";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { staffResource } from "./api/staff-resource";
import { PanelState } from "./PanelState";

/**
 * EMI plans (docs/decisions/323-emi-plans.md): what the product page shows a month on each
 * bank's or network's plan. The payment provider runs the EMI: the list must match what the
 * store's Razorpay account offers.
 */
const staffEmiPlans = staffResource<EmiPlanBodyType, EmiPlanPatchBodyType>()(
  "emi-plans",
  { schema: EmiPlansResponse, pick: (body) => body.plans },
  { schema: EmiPlanResponse, pick: (body) => body.plan },
);

type Field = keyof EmiPlanBodyType;

const planName = (plan: EmiPlanType) =>
  `${plan.issuer}, ${plan.tenureMonths} months${plan.noCost ? ", no-cost" : ` at ${plan.yearlyRatePercent}%`}`;

function EmiPlanForm({ title, start, onDone }: { title: string; start?: EmiPlanType; onDone: () => void }) {
  const create = staffEmiPlans.useCreate();
  const update = staffEmiPlans.useUpdate();
  const [issuer, setIssuer] = useState(start?.issuer ?? "");
  const [tenure, setTenure] = useState(String(start?.tenureMonths ?? 6));
  const [rate, setRate] = useState(start ? String(start.yearlyRatePercent) : "");
  const [noCost, setNoCost] = useState(start?.noCost ?? false);
  const [minAmount, setMinAmount] = useState(start ? String(start.minAmount) : "3000");
  const [active, setActive] = useState(start?.active ?? true);
  const [error, setError] = useState<{ field: Field; message: string }>();
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmiPlanBody.safeParse({
      issuer,
      tenureMonths: Number(tenure),
      yearlyRatePercent: rate.trim() === "" ? Number.NaN : Number(rate),
      noCost,
      minAmount: Number(minAmount),
      active,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({
        field: (issue?.path[0] as Field | undefined) ?? "issuer",
        message: issue?.message ?? "Check the plan.",
      });
      return;
    }
    setError(undefined);
    const saved = start
      ? update.mutateAsync({ id: start._id, patch: parsed.data })
      : create.mutateAsync(parsed.data);
    saved.then(
      (plan) => {
        toast.success(`Saved: ${planName(plan)}.`);
        onDone();
      },
      (failure: unknown) =>
        setError({ field: "issuer", message: errorMessage(failure, "The plan could not be saved.") }),
    );
  };
  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <form
      aria-label={title}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
    >
      <TextField
        label="Bank or card"
        value={issuer}
        onChange={(e) => setIssuer(e.currentTarget.value)}
        error={errorOf("issuer")}
        placeholder="HDFC Bank credit card"
      />
      <div>
        <label htmlFor="emi-tenure" className="mb-1.5 block text-sm font-medium text-slate-700">
          Months
        </label>
        <select
          id="emi-tenure"
          value={tenure}
          onChange={(e) => setTenure(e.currentTarget.value)}
          className={fieldClasses(false)}
        >
          {EMI_TENURES.map((months) => (
            <option key={months} value={months}>
              {months}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Yearly interest (%)"
        inputMode="decimal"
        value={rate}
        onChange={(e) => setRate(e.currentTarget.value)}
        error={errorOf("yearlyRatePercent")}
        placeholder="15"
      />
      <TextField
        label="Offered from (₹)"
        inputMode="decimal"
        value={minAmount}
        onChange={(e) => setMinAmount(e.currentTarget.value)}
        error={errorOf("minAmount")}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={noCost}
          onChange={(e) => setNoCost(e.currentTarget.checked)}
          className="size-4"
        />
        No-cost (the store gives the interest back as a discount)
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          className="size-4"
        />
        Shown to shoppers
      </label>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="sm" disabled={saving}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function EmiPlansTab() {
  const plans = staffEmiPlans.useList();
  const remove = staffEmiPlans.useRemove();
  const [editing, setEditing] = useState<EmiPlanType | "new" | null>(null);

  const removePlan = (plan: EmiPlanType) => {
    if (!window.confirm(`Delete the plan ${planName(plan)}?`)) return;
    remove.mutateAsync(plan._id).then(
      () => toast.success(`Deleted: ${planName(plan)}.`),
      (failure: unknown) => toast.error(errorMessage(failure, "The plan could not be deleted.")),
    );
  };

  return (
    <section aria-label="EMI plans" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-3xl text-sm text-slate-600">
          The product page shows what each plan costs a month on the price, worked out as banks do. Razorpay
          runs the EMI at payment: list only the plans your Razorpay account offers.
        </p>
        {editing === null && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden /> Add a plan
          </Button>
        )}
      </div>
      {editing !== null && (
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 className="mb-3 font-semibold text-ink">
            {editing === "new" ? "New EMI plan" : `Edit ${planName(editing)}`}
          </h2>
          <EmiPlanForm
            key={editing === "new" ? "new" : editing._id}
            title={editing === "new" ? "New EMI plan" : `Edit ${planName(editing)}`}
            start={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <PanelState query={plans} empty="No EMI plans yet: the product page shows none.">
        {(rows) => (
          <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="border-b border-slate-100 text-left text-slate-600">
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Bank or card
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Months
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Interest
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    From
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Shown
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((plan) => (
                  <tr key={plan._id} className="border-b border-slate-100 last:border-b-0">
                    <td className="px-4 py-2.5 font-medium text-ink">{plan.issuer}</td>
                    <td className="px-4 py-2.5">{plan.tenureMonths}</td>
                    <td className="px-4 py-2.5">
                      {plan.noCost
                        ? `No-cost (${plan.yearlyRatePercent}% given back)`
                        : `${plan.yearlyRatePercent}% a year`}
                    </td>
                    <td className="px-4 py-2.5">{formatRupees(plan.minAmount)}</td>
                    <td className="px-4 py-2.5">{plan.active ? "Yes" : "No"}</td>
                    <td className="px-4 py-2.5">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Edit ${planName(plan)}`}
                          onClick={() => setEditing(plan)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${planName(plan)}`}
                          disabled={remove.isPending}
                          onClick={() => removePlan(plan)}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PanelState>
    </section>
  );
}
