import { Search } from "lucide-react";
import { fieldClasses } from "../../components/ui/TextField";

interface FilterSearchProps {
  /** What the box searches, for screen readers ("Search products"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A console list's search box: filters as the operator types. */
export function FilterSearch({ label, placeholder, value, onChange, className = "" }: FilterSearchProps) {
  return (
    <label className={`relative ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={`${fieldClasses(false)} pl-9`}
      />
    </label>
  );
}
