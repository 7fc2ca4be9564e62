import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { X } from "lucide-react";
import { useDomId } from "../../lib/use-dom-id";

const WIDTHS = { form: "w-[min(100%-2rem,36rem)]", message: "w-[min(100%-2rem,26rem)]" } as const;

/** An accessible dialog on the native <dialog> element: focus trap, Escape and backdrop close. */
export function Modal({
  open,
  title,
  onClose,
  width = "form",
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** "form" for a form, "message" for a question with a couple of buttons. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useDomId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      // Named only while open, with its title: a dialog hydrated inside a later part (lib/later-part.tsx)
      // keeps the attributes the server gave it, whose id need not be the one the title gets here.
      aria-labelledby={open ? titleId : undefined}
      className={`m-auto rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50 ${WIDTHS[width]}`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
              aria-label={t`Close`}
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
