import type { ReactNode } from "react";
import { LocalisedLink } from "../LocalisedLink";
import { buttonClasses } from "./Button";

/** A friendly empty page: icon, title, a line of help and one way onward. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="mb-5 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </div>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      {action && (
        <LocalisedLink to={action.to} className={`${buttonClasses("primary", "lg")} mt-6`}>
          {action.label}
        </LocalisedLink>
      )}
    </div>
  );
}
