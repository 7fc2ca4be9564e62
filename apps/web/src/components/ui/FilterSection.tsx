import { useId, type ReactNode } from "react";

/** One titled group of a listing's filters (the category listing and search results share them). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-100 px-4 py-4 last:border-b-0">
      <h2 id={id} className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
