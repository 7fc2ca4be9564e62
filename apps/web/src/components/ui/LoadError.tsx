import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { Button } from "./Button";

/** A request failed (network, server): say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <CloudOff className="size-12 text-slate-400" aria-hidden />
      <p className="mt-4 text-lg font-semibold text-ink">
        <Trans>We could not load this page.</Trans>
      </p>
      <p className="mt-1 text-slate-600">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
