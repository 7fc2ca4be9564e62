import type { ReactNode } from "react";

/** The home page's section titles: an optional eyebrow, the heading, a line of context, actions on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  actions,
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  align?: "left" | "center";
}) {
  const centred = align === "center";
  return (
    <div
      className={`mb-6 flex flex-wrap items-end gap-4 md:mb-8 ${centred ? "justify-center text-center" : "justify-between"}`}
    >
      <div className={centred ? "mx-auto max-w-2xl" : "max-w-2xl"}>
        {eyebrow && (
          <p className="mb-1 text-sm font-semibold tracking-wide text-orange-700 uppercase">{eyebrow}</p>
        )}
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}
