import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Breadcrumbs } from "../../../components/ui/Breadcrumbs";

/** The band at the top of every content page: where you are, the page's title and what it is about. */
export function ContentHero({
  title,
  subtitle,
  eyebrow,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 text-white">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-32 left-1/3 size-64 rounded-full bg-accent-500/20"
        aria-hidden
      />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <div className="[&_a]:text-brand-100 [&_a:hover]:text-white [&_nav]:text-brand-100 [&_span[aria-current]]:text-white [&_svg]:text-brand-200">
          <Breadcrumbs items={[{ label: t`Home`, to: "/" }, { label: title }]} />
        </div>
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
