/** A grey placeholder that pulses while content loads; size and rounding come from `className`. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse bg-slate-200/70 ${className}`} aria-hidden="true" />;
}
