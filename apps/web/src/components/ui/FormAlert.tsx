import { CircleAlert } from "lucide-react";

/** A form-level error, such as the server's message after a failed submit; announced as it appears. */
export function FormAlert({ message, className = "" }: { message: string; className?: string }) {
  return (
    <p
      role="alert"
      className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700 ${className}`}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
