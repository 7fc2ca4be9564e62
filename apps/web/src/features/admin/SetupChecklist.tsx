import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { useSetupChecklist } from "./api/settings";

/**
 * What is missing before the store takes real orders (docs/decisions/183-store-settings.md),
 * each with where it is fixed; gone once everything is done.
 */
export function SetupChecklist() {
  const checklist = useSetupChecklist();
  if (!checklist.data || checklist.data.ready) return null;
  const left = checklist.data.steps.filter((step) => !step.done).length;
  return (
    <section aria-labelledby="setup-heading" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="setup-heading" className="font-semibold text-ink">
        Before you go live: {left} {left === 1 ? "thing" : "things"} to do
      </h2>
      <ul className="mt-3 space-y-2.5">
        {checklist.data.steps.map((step) => (
          <li key={step.id} className="flex gap-2.5 text-sm">
            {step.done ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-label="To do" />
            )}
            <span className="min-w-0">
              <span className="font-semibold text-ink">{step.title}</span>{" "}
              <span className="text-slate-700">{step.detail}</span>{" "}
              {!step.done && step.fixAt && (
                <Link
                  to={step.fixAt}
                  className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                >
                  Fix it
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
