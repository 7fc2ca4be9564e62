import { useEffect, useState, type ComponentProps } from "react";
import type { ExternalToast } from "sonner";

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
