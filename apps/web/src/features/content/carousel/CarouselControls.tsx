import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";

/**
 * One dot per scroll position; the current one is wider. Hidden when there is only one. Each
 * dot is a small mark in a 24 px square button, the smallest target a finger is asked to hit
 * (WCAG 2.5.8). `label` names the group of dots ("Offer slides"), in the page's language.
 */
export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  tone = "dark",
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  tone?: "dark" | "light";
}) {
  const { t } = useLingui();
  if (count < 2) return null;
  const dotClasses =
    tone === "light"
      ? { onClass: "bg-white", offClass: "bg-white/55 group-hover:bg-white/80" }
      : { onClass: "bg-brand-600", offClass: "bg-slate-300 group-hover:bg-slate-400" };
  return (
    <div className="flex items-center justify-center" role="group" aria-label={label}>
      {Array.from({ length: count }, (_, index) => {
        const slide = index + 1;
        return (
          <button
            key={index}
            type="button"
            onClick={() => onSelect(index)}
            aria-label={t`Go to slide ${slide} of ${count}`}
            aria-current={index === selected ? "true" : undefined}
            className="group flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              className={`block h-2 rounded-full transition-all duration-300 ${index === selected ? `w-6 ${dotClasses.onClass}` : `w-2 ${dotClasses.offClass}`}`}
            />
          </button>
        );
      })}
    </div>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names, not text */
const arrowClasses = {
  overlay: "size-10 bg-white/85 text-ink shadow-md backdrop-blur hover:bg-white md:size-12",
  plain:
    "size-10 border border-slate-200 bg-white text-ink shadow-sm hover:border-brand-600 hover:text-brand-700",
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** A previous or next button; `label` is its whole accessible name ("Previous offer"), in the page's language. */
export function CarouselArrow({
  direction,
  onClick,
  label,
  variant = "plain",
  className = "",
}: {
  direction: "previous" | "next";
  onClick: () => void;
  label: string;
  variant?: keyof typeof arrowClasses;
  className?: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex items-center justify-center rounded-full transition-colors ${arrowClasses[variant]} ${className}`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
