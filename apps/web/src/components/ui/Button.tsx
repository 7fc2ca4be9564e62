import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./Spinner";

const variants = {
  primary:
    "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60 disabled:not-aria-busy:bg-slate-200 disabled:not-aria-busy:text-slate-600",
  accent:
    "bg-accent-500 text-ink hover:bg-accent-600 disabled:bg-accent-500/60 disabled:not-aria-busy:bg-slate-200 disabled:not-aria-busy:text-slate-600",
  outline:
    "border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700 disabled:opacity-60",
  ghost: "text-brand-700 hover:bg-brand-50 disabled:opacity-60",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
} as const;

const sizes = { sm: "h-9 px-3 text-sm", md: "h-11 px-5 text-sm", lg: "h-12 px-6 text-base" } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button while a request runs. */
  loading?: boolean;
}

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]}`;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  disabled,
  className = "",
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClasses(variant, size)} ${className}`}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
