import type { ReactNode } from "react";

/** One titled box of the staff's order page. */
export function OrderPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="mb-3 text-xs font-bold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** One labelled fact inside a panel (a `dl`'s row). */
export function Field({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`break-all text-ink ${mono ? "font-mono text-xs" : "font-medium"}`}>{children}</dd>
    </div>
  );
}
