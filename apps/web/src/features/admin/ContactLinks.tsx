import type { ReactNode } from "react";
import { Mail, Phone } from "lucide-react";

/** Someone's e-mail and mobile as links to write or call, and what else the card shows beside them. */
export function ContactLinks({
  email,
  mobile,
  children,
}: {
  email: string;
  mobile: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <a
        href={`mailto:${email}`}
        className="inline-flex min-w-0 items-center gap-1.5 break-all text-brand-700 hover:underline"
      >
        <Mail className="size-4 shrink-0" aria-hidden />
        {email}
      </a>
      <a
        href={`tel:+91${mobile}`}
        className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
      >
        <Phone className="size-4" aria-hidden />
        {mobile}
      </a>
      {children}
    </div>
  );
}
