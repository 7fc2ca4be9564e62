import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "./Button";
import { NoScriptApply } from "./NoScriptApply";

/**
 * Beside a listing's heading: the button that shows the filters on a phone, the sort (the
 * children) and the no-script Apply of the form `formId`. Without the script the panel is
 * always open (docs/decisions/216-browsing-forms-before-javascript.md).
 */
export function FiltersToolbar({
  filtersOpen,
  onToggleFilters,
  panelId,
  formId,
  children,
}: {
  filtersOpen: boolean;
  onToggleFilters: () => void;
  panelId: string;
  formId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex w-full items-center gap-3 sm:w-auto">
      <Button
        variant="outline"
        className="flex-1 noscript:hidden lg:hidden"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={onToggleFilters}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {filtersOpen ? <Trans>Hide Filters</Trans> : <Trans>Show Filters</Trans>}
      </Button>
      {children}
      <NoScriptApply form={formId} />
    </div>
  );
}
