import { useEffect, useState, type ComponentProps } from "react";
import type { ExternalToast } from "sonner";
import type { Flash } from "./render-context";

// Sonner (10 KB) loads once the page is live, not with the first load (docs/decisions/177-lean-first-load.md).
type Sonner = typeof import("sonner");

let sonnerShown: (sonner: Sonner) => void = () => undefined;
/** Resolves once a <ToastHost> has mounted sonner's Toaster: a toast asked for before then waits for it rather than being lost. */
const toasterReady = new Promise<Sonner>((resolve) => {
  sonnerShown = resolve;
});

type Kind = "success" | "error" | "info" | "warning";

function shows(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void toasterReady.then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
  };
}

/** Sonner's toasts by kind. */
export const toast = {
  success: shows("success"),
  error: shows("error"),
  info: shows("info"),
  warning: shows("warning"),
};

/** Sonner's Toaster, rendered after hydration (the server's HTML has no toasts to show). */
export function ToastHost(props: ComponentProps<Sonner["Toaster"]>) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    void import("sonner").then(setSonner);
  }, []);
  useEffect(() => {
    if (sonner) sonnerShown(sonner);
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}

/**
 * The toast a form post left for this page (docs/decisions/195-forms-before-javascript.md): in
 * the server's HTML where sonner's would be, so it shows without JavaScript; once the page is
 * live it becomes a sonner toast like any other.
 */
export function FlashToast({ flash, offset }: { flash: Flash | null; offset: string }) {
  const [shown, setShown] = useState(flash);
  useEffect(() => {
    if (!flash) return;
    toast[flash.kind](flash.message);
    // Handed over once sonner shows it, so the message never blinks out.
    void toasterReady.then(() => setShown(null));
  }, [flash]);
  if (!shown) return null;
  return (
    <div
      role="status"
      style={{ top: offset }}
      className="fixed left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-ink shadow-lg"
    >
      {shown.message}
    </div>
  );
}
